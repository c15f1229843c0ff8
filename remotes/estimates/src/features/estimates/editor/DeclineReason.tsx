import { Alert } from 'antd';
import type { Estimate } from '@ledgerline/contracts';

/** The client's reason for declining the current revision, in their words (shown as text, never as HTML). */
export function DeclineReason({ estimate }: { estimate: Estimate | undefined }) {
  if (estimate?.status !== 'declined' || !estimate.declineReason) return null;
  return <Alert type="warning" showIcon title={`Declined: ${estimate.declineReason}`} />;
}
