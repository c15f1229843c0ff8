import { ApiError } from '@ledgerline/shell-sdk';

export type AuthFailureKind = 'offline' | 'connection' | 'other';

/** SPEC.md section 2: offline browser, else a fetch/network/timeout error, else anything else. */
export function classifyAuthFailure(error: Error, online: boolean): AuthFailureKind {
  if (!online) return 'offline';
  if (/fetch|network|timeout/i.test(error.message)) return 'connection';
  return 'other';
}

export const AUTH_FAILURE_HEADINGS: Record<AuthFailureKind, string> = {
  offline: "You're Offline",
  connection: 'Connection Problem',
  other: 'Authentication Error',
};

const SENTENCES: Record<AuthFailureKind, string> = {
  offline: 'Your device is offline. Connect to the internet, then try again.',
  connection: 'The server could not be reached. Check your connection, then try again.',
  other: 'The server could not check who is signed in. Please try again in a moment.',
};

/**
 * What the card tells a person: the server's own problem+json sentence when it sent one (our gateway
 * always does), otherwise a sentence of ours. Never the raw "500: boom" of SPEC.md section 8's
 * error message, which is for logs, not for people.
 */
export function authFailureSentence(error: Error, kind: AuthFailureKind): string {
  const serverSentence = kind === 'other' && error instanceof ApiError ? error.problemField('message') : undefined;
  return serverSentence ?? SENTENCES[kind];
}
