import { ApiError } from '@ledgerline/shell-sdk';
import { problemSchema, type Problem } from '@ledgerline/contracts';

/** The problem+json body of a failed API call, or undefined when the failure carried none (offline, timeout). */
export function problemOf(error: unknown): Problem | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed = problemSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A sentence for a toast: the server's own message when it sent one, otherwise the caller's fallback. */
export function problemMessage(error: unknown, fallback: string): string {
  return problemOf(error)?.message ?? fallback;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
