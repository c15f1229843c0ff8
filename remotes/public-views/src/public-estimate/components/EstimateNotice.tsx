import { Alert } from 'antd';
import { formatDate, type PublicEstimate } from '@ledgerline/contracts';

/** Why an estimate can no longer be answered, and what the client can do instead. */
export function EstimateNotice({ estimate }: { estimate: PublicEstimate }) {
  const sender = estimate.business.name;
  if (estimate.status === 'expired') {
    return (
      <Alert
        className="notice"
        type="warning"
        showIcon
        title={`This estimate expired on ${formatDate(estimate.validUntil)}.`}
        description={`It can no longer be accepted. Ask ${sender} to send it again with a new date.`}
      />
    );
  }
  if (estimate.status === 'declined') {
    return (
      <Alert
        className="notice"
        type="info"
        showIcon
        title="This estimate was declined."
        description={`${sender} has your reason. If you change your mind, ask for a new revision.`}
      />
    );
  }
  return null;
}
