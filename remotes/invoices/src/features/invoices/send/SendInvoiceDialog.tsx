import { SendEmailDialog } from '@ledgerline/document-editor';
import { useEmailInvoice } from '@ledgerline/api-client';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import type { SendDocumentEmail } from '@ledgerline/contracts';

type Props = { invoiceId: string; number: string; open: boolean; onClose: () => void };

/** Emails the invoice to the client's contacts: marks it sent and queues the message. */
export function SendInvoiceDialog({ invoiceId, number, open, onClose }: Props) {
  const { toast } = useShell();
  const email = useEmailInvoice();
  const send = async (input: SendDocumentEmail) => {
    try {
      await email.mutateAsync({ id: invoiceId, email: input });
      toast.success(`Invoice ${number} is on its way`, 'Settings › Sent mail shows when it is delivered.');
      onClose();
    } catch (error) {
      toast.error('The invoice could not be sent', problemErrors(error).message);
    }
  };
  return <SendEmailDialog kind="invoice" documentId={invoiceId} title={`Email invoice ${number}`} open={open} onClose={onClose} onSend={send} sending={email.isPending} />;
}
