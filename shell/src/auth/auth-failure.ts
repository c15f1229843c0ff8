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
