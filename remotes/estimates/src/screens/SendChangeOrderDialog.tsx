import { SendChangeOrderDialog as Dialog } from '../features/change-orders/send/SendChangeOrderDialog.tsx';

interface SendChangeOrderDialogProps {
  changeOrderId?: string;
  open?: boolean;
  onClose?(): void;
}

/**
 * The send-change-order dialog other parts of the app open (SPEC.md names it), loaded by its name
 * like every screen. Without a change order there is nothing to send, so nothing shows.
 */
export default function SendChangeOrderDialog({ changeOrderId, open = true, onClose = () => {} }: SendChangeOrderDialogProps) {
  if (changeOrderId === undefined) return null;
  return <Dialog changeOrderId={changeOrderId} open={open} onClose={onClose} />;
}
