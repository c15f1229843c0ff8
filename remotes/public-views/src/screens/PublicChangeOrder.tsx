import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { usePublicChangeOrder } from '../public-change-order/api/get-public-change-order.ts';
import { PublicChangeOrderDocument } from '../public-change-order/components/PublicChangeOrderDocument.tsx';
import { InvalidLink } from '../shared/public-document/InvalidLink.tsx';
import { isInvalidLink } from '../shared/public-document/invalid-link-error.ts';
import { LoadFailed } from '../shared/public-document/LoadFailed.tsx';

/** /view/change-order/:token, the change order's secret link: read it, approve it with a signature or decline it. No sign-in. */
export default function PublicChangeOrder() {
  const { token = '' } = useParams();
  const changeOrder = usePublicChangeOrder(token);
  const [answeredHere, setAnsweredHere] = useState(false);

  if (isInvalidLink(changeOrder.error)) return <InvalidLink document="change order" />;
  if (changeOrder.error) return <LoadFailed document="change order" retrying={changeOrder.isFetching} onRetry={() => void changeOrder.refetch()} />;
  if (!changeOrder.data) return <FullPageSpinner />;
  return (
    <PublicChangeOrderDocument
      changeOrder={changeOrder.data}
      token={token}
      answeredHere={answeredHere}
      onAnswered={() => setAnsweredHere(true)}
      onReload={() => void changeOrder.refetch()}
    />
  );
}
