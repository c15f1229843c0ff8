import { IDEMPOTENCY_KEY_HEADER } from '@ledgerline/contracts';
import type { OutboxRequest } from '@ledgerline/shell-sdk';

/** Saving a document of any kind: POST without an id (the server numbers it), PUT with the id and the version it was based on. */
export type SaveDocumentVariables<Input> = ({ id?: undefined; input: Input } | { id: string; version: number; input: Input }) & {
  /** Sent as the Idempotency-Key, so a save whose answer was lost can be sent again (by the outbox) without saving twice. */
  idempotencyKey?: string;
};

/** The HTTP write of a save, as it goes out now or waits in the outbox while offline. */
export function saveDocumentRequest<Input extends object>(collection: string, variables: SaveDocumentVariables<Input>): OutboxRequest {
  const input = variables.input as Record<string, unknown>;
  return variables.id === undefined
    ? { method: 'POST', url: collection, body: input }
    : { method: 'PUT', url: `${collection}/${encodeURIComponent(variables.id)}`, body: { ...input, version: variables.version } };
}

export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};
}
