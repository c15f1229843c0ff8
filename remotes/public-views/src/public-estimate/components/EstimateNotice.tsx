import { Alert } from 'antd';
import { formatDate, type PublicEstimate } from '@ledgerline/contracts';
import { ArrivalFocus } from '../../shared/signing/ArrivalFocus.tsx';

/** Why an estimate can no longer be answered, and what the client can do instead; `focus` when the client just declined it here. */
export function EstimateNotice({ estimate, focus }: { estimate: PublicEstimate; focus: boolean }) {
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
      <ArrivalFocus active={focus}>
        <Alert
          className="notice"
          type="info"
          showIcon
          title="This estimate was declined."
          description={`${sender} has your reason. If you change your mind, ask for a new revision.`}
        />
      </ArrivalFocus>
    );
  }
  return null;
}
