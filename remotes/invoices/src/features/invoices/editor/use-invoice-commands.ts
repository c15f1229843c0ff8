import { useNavigate } from 'react-router-dom';
import { problemErrors, useConfirm, useShell } from '@ledgerline/shell-sdk';
import { appPaths, type Invoice } from '@ledgerline/contracts';
import { useChangeInvoiceLink, useDeleteInvoice, useDuplicateInvoice, useSendInvoice, useVoidInvoice } from '@ledgerline/api-client';
import { usePublicLinkCommands } from '@ledgerline/document-editor';

/** The one-click acts on a saved invoice, each with its confirmation and its toast. */
export function useInvoiceCommands(onLeaving: () => void) {
  const { toast } = useShell();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const send = useSendInvoice();
  const voidInvoice = useVoidInvoice();
  const duplicate = useDuplicateInvoice();
  const remove = useDeleteInvoice();
  const link = useChangeInvoiceLink();
  const publicLink = usePublicLinkCommands('invoice', link.mutateAsync);

  const failed = (what: string) => (error: unknown) => toast.error(what, problemErrors(error).message);

  return {
    /** The link mutation, for the share dialog's last day. */
    changeLink: link.mutateAsync,
    busy: send.isPending || voidInvoice.isPending || duplicate.isPending || remove.isPending || link.isPending,

    /** True once marked: its public link is then ready to share. */
    async markSent(invoice: Invoice): Promise<boolean> {
      return send.mutateAsync(invoice.id).then(
        () => {
          toast.success('Invoice marked as sent', 'Its public link is ready to share.');
          return true;
        },
        (error: unknown) => {
          failed('The invoice could not be marked as sent')(error);
          return false;
        },
      );
    },

    /** A draft, never issued; an issued invoice is voided by a credit note (CreditNoteDialog). */
    async voidDraft(invoice: Invoice) {
      const sure = await confirm({
        title: `Void invoice ${invoice.number}?`,
        description: 'A void invoice stays on record but is no longer owed.',
        confirmText: 'Void invoice',
        destructive: true,
      });
      if (sure) await voidInvoice.mutateAsync({ id: invoice.id }).then(() => toast.success('Invoice voided'), failed('The invoice could not be voided'));
    },

    async duplicateIt(invoice: Invoice) {
      await duplicate.mutateAsync(invoice.id).then((copy) => {
        toast.success('Invoice duplicated', `${copy.number} is a new draft.`);
        onLeaving();
        navigate(appPaths.invoice(copy.id));
      }, failed('The invoice could not be duplicated'));
    },

    async deleteIt(invoice: Invoice) {
      const sure = await confirm({
        title: `Delete invoice ${invoice.number}?`,
        description: 'The invoice and its history are removed for good. This action cannot be undone.',
        confirmText: 'Delete',
        destructive: true,
      });
      if (!sure) return;
      await remove.mutateAsync(invoice.id).then(() => {
        toast.success('Invoice deleted', invoice.number);
        onLeaving();
        navigate(appPaths.invoices());
      }, failed('The invoice could not be deleted'));
    },

    rotateLink: (invoice: Invoice) => publicLink.rotate(invoice),
    revokeLink: (invoice: Invoice) => publicLink.revoke(invoice),
  };
}
