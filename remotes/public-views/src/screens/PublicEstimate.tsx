import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { usePublicEstimate } from '../public-estimate/api/get-public-estimate.ts';
import { PublicEstimateDocument } from '../public-estimate/components/PublicEstimateDocument.tsx';
import { InvalidLink } from '../shared/public-document/InvalidLink.tsx';
import { isInvalidLink } from '../shared/public-document/invalid-link-error.ts';
import { LoadFailed } from '../shared/public-document/LoadFailed.tsx';

/** /view/estimate/:token, the estimate's secret link: read, choose optional lines, accept with a signature or decline. No sign-in. */
export default function PublicEstimate() {
  const { token = '' } = useParams();
  const estimate = usePublicEstimate(token);
  const [answeredHere, setAnsweredHere] = useState(false);

  if (isInvalidLink(estimate.error)) return <InvalidLink document="estimate" />;
  if (estimate.error) return <LoadFailed document="estimate" retrying={estimate.isFetching} onRetry={() => void estimate.refetch()} />;
  if (!estimate.data) return <FullPageSpinner />;
  return (
    <PublicEstimateDocument
      estimate={estimate.data}
      token={token}
      answeredHere={answeredHere}
      onAnswered={() => setAnsweredHere(true)}
      onReload={() => void estimate.refetch()}
    />
  );
}
