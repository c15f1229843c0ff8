import { IDEMPOTENCY_KEY_HEADER } from '@ledgerline/contracts';
import { apiRequest } from '../api/api-request.ts';
import { problemErrors } from '../api/problem-errors.ts';
import type { OutboxRequest, SavedAnswer, SendResult } from './outbox-entry.ts';

/**
 * Answers that say nothing about the write itself: the session ended (it waits for the next sign-in),
 * the server is busy or down, or the same key is still being worked on. The write stays pending.
 */
function isTransient(status: number, code: string | null): boolean {
  return status === 401 || status === 408 || status === 429 || status >= 500 || code === 'idempotency_in_flight';
}

/** Sends one outbox write with its Idempotency-Key and sorts the outcome: saved, refused, or try later. */
export async function sendWrite(request: OutboxRequest, key: string): Promise<SendResult> {
  try {
    const response = await apiRequest(request.method, request.url, request.body, { [IDEMPOTENCY_KEY_HEADER]: key });
    return { type: 'saved', answer: (await response.json()) as SavedAnswer };
  } catch (error) {
    const problem = problemErrors(error);
    if (problem.status === null || isTransient(problem.status, problem.code)) return { type: 'retry', reason: problem.message };
    return { type: 'rejected', problem: { status: problem.status, code: problem.code, message: problem.message } };
  }
}

/** The version of the document a PUT writes to, as the server holds it now. */
export async function latestVersion(request: OutboxRequest): Promise<number> {
  const response = await apiRequest('GET', request.url);
  return ((await response.json()) as SavedAnswer).version;
}
