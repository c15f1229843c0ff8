import { invoiceSchema } from '@ledgerline/contracts';
import { clientKeys } from '../clients/client-keys.ts';
import { documentResource } from '../documents/document-resource.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** Invoices through the core's document resource; a change moves the clients' balances too. */
const invoices = documentResource({ kind: 'invoice', schema: invoiceSchema, keys: invoiceKeys, related: () => [clientKeys.all] });

export const requestInvoice = invoices.request;
export const useInvoiceMutation = invoices.useDocumentMutation;
export const getInvoice = invoices.get;
export const invoiceQueryOptions = invoices.detailQuery;
export const useInvoice = invoices.useOne;
export const sendInvoice = invoices.send;
export const useSendInvoice = invoices.useSend;
export const useEmailInvoice = invoices.useEmail;
export const changeInvoiceLink = invoices.changeLink;
export const useChangeInvoiceLink = invoices.useChangeLink;
/** Only the newest draft can be deleted; otherwise the gateway answers 409 and the invoice is voided instead. */
export const deleteInvoice = invoices.remove;
export const useDeleteInvoice = invoices.useDelete;
