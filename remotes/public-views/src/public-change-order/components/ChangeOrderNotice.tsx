import { Alert } from 'antd';
import type { PublicChangeOrder } from '@ledgerline/contracts';
import { ArrivalFocus } from '../../shared/signing/ArrivalFocus.tsx';

/**
 * Why a change order can no longer be answered: the client declined it, or the sender withdrew it;
 * `focus` when the client just declined it here.
 */
export function ChangeOrderNotice({ changeOrder, focus }: { changeOrder: PublicChangeOrder; focus: boolean }) {
  if (changeOrder.status !== 'declined' && changeOrder.status !== 'void') return null;
  const declined = changeOrder.status === 'declined';
  return (
    <ArrivalFocus active={focus}>
      <Alert
        className="notice"
        type={declined ? 'info' : 'warning'}
        showIcon
        title={declined ? 'This change order was declined.' : `${changeOrder.business.name} withdrew this change order.`}
        description={changeOrder.closingReason ? `Reason: ${changeOrder.closingReason}` : undefined}
      />
    </ArrivalFocus>
  );
}
