import { useNavigate } from 'react-router-dom';
import { appPaths, type ChangeOrder } from '@ledgerline/contracts';
import { useChangeChangeOrderLink, useDeleteChangeOrder, useInvoiceChangeOrder, useSendChangeOrder, useVoidChangeOrder } from '@ledgerline/api-client';
import { usePublicLinkCommands } from '@ledgerline/document-editor';
import { problemErrors, useConfirm, useShell } from '@ledgerline/shell-sdk';

/**
 * The acts on a saved change order, each with its question and its toast. `onLeaving` marks the draft
 * saved before an act leaves the page; `onReplaced` takes the answered change order as the saved state.
 */
export function useChangeOrderCommands(onLeaving: () => void, onReplaced: (changeOrder: ChangeOrder) => void) {
  const { toast } = useShell();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const send = useSendChangeOrder();
  const voidIt = useVoidChangeOrder();
  const remove = useDeleteChangeOrder();
  const link = useChangeChangeOrderLink();
  const invoice = useInvoiceChangeOrder();
  const publicLink = usePublicLinkCommands('change_order', link.mutateAsync);

  const failed = (what: string) => (error: unknown) => {
    toast.error(what, problemErrors(error).message);
    return null;
  };

  return {
    busy: send.isPending || voidIt.isPending || remove.isPending || link.isPending || invoice.isPending,
    voiding: voidIt.isPending,

    async sendIt(changeOrder: ChangeOrder): Promise<ChangeOrder | null> {
      return send.mutateAsync(changeOrder.id).then((sent) => {
        onReplaced(sent);
        toast.success('Change order sent', 'Its public link is ready to share.');
        return sent;
      }, failed('The change order could not be sent'));
    },

    async voidWithReason(changeOrder: ChangeOrder, reason: string): Promise<boolean> {
      const voided = await voidIt.mutateAsync({ id: changeOrder.id, reason }).then((answer) => {
        onReplaced(answer);
        toast.success('Change order voided', answer.number);
        return answer;
      }, failed('The change order could not be voided'));
      return voided !== null;
    },

    /** Asked twice, the gateway answers the invoice already made, so a double click opens it rather than making two. */
    async invoiceIt(changeOrder: ChangeOrder) {
      await invoice.mutateAsync(changeOrder).then((made) => {
        toast.success('Invoice created', made.number);
        onLeaving();
        navigate(appPaths.invoice(made.id));
      }, failed('The invoice could not be made'));
    },

    async deleteIt(changeOrder: ChangeOrder) {
      const sure = await confirm({
        title: `Delete change order ${changeOrder.number}?`,
        description: 'The draft and its history are removed for good. This action cannot be undone.',
        confirmText: 'Delete',
        destructive: true,
      });
      if (!sure) return;
      await remove.mutateAsync(changeOrder.id).then(() => {
        toast.success('Change order deleted', changeOrder.number);
        onLeaving();
        navigate(appPaths.estimate(changeOrder.estimate.id));
      }, failed('The change order could not be deleted'));
    },

    rotateLink: (changeOrder: ChangeOrder) => publicLink.rotate(changeOrder),
    revokeLink: (changeOrder: ChangeOrder) => publicLink.revoke(changeOrder),
  };
}
