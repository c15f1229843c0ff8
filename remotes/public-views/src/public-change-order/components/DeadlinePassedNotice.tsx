import { Alert } from 'antd';
import { formatDate } from '@ledgerline/contracts';

/** Shown instead of Approve once the approval deadline is behind: the sender has to send it again with a new one. */
export function DeadlinePassedNotice({ deadline, businessName }: { deadline: string; businessName: string }) {
  return (
    <Alert
      className="notice"
      type="warning"
      showIcon
      title={`The deadline to approve this change order was ${formatDate(deadline)}.`}
      description={`It can no longer be approved. Ask ${businessName} to send it again with a new deadline.`}
    />
  );
}
