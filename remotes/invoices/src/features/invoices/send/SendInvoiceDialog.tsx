import { SendDocumentDialog } from '@ledgerline/document-editor';
import { useEmailInvoice } from '@ledgerline/api-client';

type Props = { invoiceId: string; number: string; open: boolean; onClose: () => void };

/** Emails the invoice to the client's contacts: marks it sent and queues the message. */
export function SendInvoiceDialog({ invoiceId, number, open, onClose }: Props) {
  return <SendDocumentDialog kind="invoice" documentId={invoiceId} number={number} open={open} onClose={onClose} email={useEmailInvoice()} />;
}
