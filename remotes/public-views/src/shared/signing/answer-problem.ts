import { ApiError } from '@ledgerline/shell-sdk';
import { problemMessage } from '@ledgerline/forms';

/**
 * The sentence for a refused answer: the server's own (already accepted, a newer revision, expired,
 * a reason too long), or, when no answer came back, what the client can do about it.
 */
export function answerProblem(error: unknown): { sentence: string; stale: boolean } {
  if (!(error instanceof ApiError)) return { sentence: 'Your answer could not be sent. Check your connection and try again.', stale: false };
  return { sentence: problemMessage(error, 'Your answer could not be recorded. Try again.'), stale: error.status === 409 };
}
