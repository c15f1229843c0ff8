import { saveChangeOrderRequest, saveEstimateRequest, saveInvoiceRequest, type SaveDocumentVariables } from '@ledgerline/api-client';
import type { DocumentKind } from '@ledgerline/contracts';
import type { OutboxRequest } from '@ledgerline/shell-sdk';

type SaveRequest = (variables: SaveDocumentVariables<never>) => OutboxRequest;

/** The kinds written in an editor, and so saved through the outbox; a credit note is issued whole, online. */
export type EditedDocumentKind = Exclude<DocumentKind, 'credit_note'>;

/** Each kind's save as an HTTP write, for the outbox (packages/api-client knows the paths and bodies). */
const SAVE_REQUESTS: Record<EditedDocumentKind, SaveRequest> = {
  invoice: saveInvoiceRequest,
  estimate: saveEstimateRequest,
  change_order: saveChangeOrderRequest,
};

export function saveRequestOf<Input>(kind: EditedDocumentKind, variables: SaveDocumentVariables<Input>): OutboxRequest {
  return SAVE_REQUESTS[kind](variables as SaveDocumentVariables<never>);
}
