import { addDays, invoiceInputSchema, type AccountSettings, type Invoice, type InvoiceInput } from '@ledgerline/contracts';
import { documentToDraft, newDocumentDraft, readDocumentDraft, type DocumentDraft, type DraftPricing, type DraftReading } from '@ledgerline/document-editor';

/** An invoice as the editor holds it: the draft every document has, plus the due date. */
export interface InvoiceDraft extends DocumentDraft {
  dueDate: string;
}

/** A new invoice starts from the account's currency, payment terms, notes and terms. */
export function newInvoiceDraft(settings: AccountSettings, today: string): InvoiceDraft {
  return { ...newDocumentDraft(settings, today), dueDate: addDays(today, settings.paymentTermsDays) };
}

export function invoiceToDraft(invoice: Invoice): InvoiceDraft {
  return { ...documentToDraft(invoice), dueDate: invoice.dueDate.slice(0, 10) };
}

export function readInvoiceDraft(draft: InvoiceDraft, pricing: DraftPricing): DraftReading<InvoiceInput> {
  return readDocumentDraft(draft, pricing, invoiceInputSchema, { dueDate: draft.dueDate });
}
