import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { creditNoteListSchema, creditNoteSchema, type CreditNoteInput } from '@ledgerline/contracts';
import { clientKeys } from '../clients/client-keys.ts';
import { documentResource } from '../documents/document-resource.ts';
import { invoiceKeys } from '../invoices/invoice-keys.ts';
import { queryString } from '../query-string.ts';
import { creditNoteKeys, type CreditNoteFilters } from './credit-note-keys.ts';

/** Credit notes through the core's document resource; issuing one moves its invoice, and so the clients' balances. */
const creditNotes = documentResource({ kind: 'credit_note', schema: creditNoteSchema, keys: creditNoteKeys, related: () => [invoiceKeys.all, clientKeys.all] });

export const getCreditNote = creditNotes.get;
export const useCreditNote = creditNotes.useOne;
export const useEmailCreditNote = creditNotes.useEmail;
export const useSendCreditNote = creditNotes.useSend;
export const useChangeCreditNoteLink = creditNotes.useChangeLink;

/** Issues a credit note of an invoice: the gateway takes it off the balance and refunds or keeps the rest at once. */
export const issueCreditNote = (input: CreditNoteInput) => creditNotes.request('POST', '/api/credit-notes', input);
export const useIssueCreditNote = () => creditNotes.useDocumentMutation(issueCreditNote);

export async function listCreditNotes(filters: CreditNoteFilters) {
  const response = await apiRequest('GET', `/api/credit-notes?${queryString(filters)}`);
  return creditNoteListSchema.parse(await response.json());
}

export function useCreditNotes(filters: CreditNoteFilters) {
  return useQuery({ queryKey: creditNoteKeys.list(filters), queryFn: () => listCreditNotes(filters), placeholderData: keepPreviousData });
}
