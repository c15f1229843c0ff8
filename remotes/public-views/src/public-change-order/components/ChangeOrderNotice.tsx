import { Alert } from 'antd';
import type { PublicChangeOrder } from '@ledgerline/contracts';

/** Why a change order can no longer be answered: the client declined it, or the sender withdrew it. */
export function ChangeOrderNotice({ changeOrder }: { changeOrder: PublicChangeOrder }) {
  if (changeOrder.status !== 'declined' && changeOrder.status !== 'void') return null;
  const declined = changeOrder.status === 'declined';
  return (
    <Alert
      className="notice"
      type={declined ? 'info' : 'warning'}
      showIcon
      title={declined ? 'This change order was declined.' : `${changeOrder.business.name} withdrew this change order.`}
      description={changeOrder.closingReason ? `Reason: ${changeOrder.closingReason}` : undefined}
    />
  );
}
