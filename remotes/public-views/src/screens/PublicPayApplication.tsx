import { useParams } from 'react-router-dom';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { usePublicPayApplication } from '../public-pay-application/api/public-pay-application.ts';
import { PayApplicationSheet } from '../public-pay-application/components/PayApplicationSheet.tsx';
import { InvalidLink } from '../shared/public-document/InvalidLink.tsx';
import { isInvalidLink } from '../shared/public-document/invalid-link-error.ts';
import { LoadFailed } from '../shared/public-document/LoadFailed.tsx';

/** /view/pay-application/:token, a pay application's secret link: read it and certify it, for less if need be. No sign-in. */
export default function PublicPayApplication() {
  const { token = '' } = useParams();
  const application = usePublicPayApplication(token);
  if (isInvalidLink(application.error)) return <InvalidLink document="pay application" />;
  if (application.error) return <LoadFailed document="pay application" retrying={application.isFetching} onRetry={() => void application.refetch()} />;
  if (!application.data) return <FullPageSpinner />;
  return <PayApplicationSheet application={application.data} token={token} onReload={() => void application.refetch()} />;
}
