import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';

/** A save based on a version someone else has since replaced: 409, and nothing changes. */
export const staleVersion = (kind: DocumentKind) =>
  new HttpError(409, 'stale_version', `This ${DOCUMENT_KIND_LABELS[kind].toLowerCase()} was changed by someone else. Reload it to see the changes, then edit again.`);

/** Another document of the kind already has the number: 409 naming the field. */
export const numberTaken = (kind: DocumentKind) => {
  const message = `Another ${DOCUMENT_KIND_LABELS[kind].toLowerCase()} already has this number.`;
  return new HttpError(409, 'number_taken', message, { fields: { number: [message] } });
};

/**
 * Runs a write and turns the unique indexes it names into their 409s (a number typed by hand that
 * another document took meanwhile, the same conversion made twice); any other error goes on.
 */
export async function refusingDuplicates<T>(work: () => Promise<T>, refusals: Record<string, () => HttpError>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = error instanceof UniqueConstraintViolationException ? (error as { constraint?: string }).constraint : undefined;
    const refusal = constraint === undefined ? undefined : refusals[constraint];
    if (refusal) throw refusal();
    throw error;
  }
}
