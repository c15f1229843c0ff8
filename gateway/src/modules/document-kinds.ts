import type { DocumentKind } from '@ledgerline/contracts';
import { changeOrderKind } from './change-orders/change-order-kind.ts';
import { creditNoteKind } from './credit-notes/credit-note-kind.ts';
import type { GatewayDocumentKind } from './document-core/document-kind.ts';
import { estimateKind } from './estimates/estimate-kind.ts';
import { invoiceKind } from './invoices/invoice-kind.ts';

/** Every document kind of the gateway, as the modules every kind shares (mail, PDFs, the template preview) find it: a new kind is one more line here. */
export const DOCUMENT_KIND_MODULES: { [K in DocumentKind]: GatewayDocumentKind<K> } = {
  invoice: invoiceKind,
  estimate: estimateKind,
  change_order: changeOrderKind,
  credit_note: creditNoteKind,
};
