import { ConnectionException } from '@mikro-orm/core';
import { HttpError } from '../http/http-error.ts';

/** Seconds a client is asked to wait: about what a PostgreSQL restart or failover takes. */
export const RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new HttpError(503, 'database_unavailable', 'The database is not reachable right now. Please try again in a moment.', {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });

/**
 * SQLSTATEs of a server that cannot serve right now, rather than of a request it refused: being shut
 * down (57P01 admin, 57P02 crash), starting up or shutting down (57P03), out of connection slots
 * (53300), a statement cancelled by statement_timeout (57014), and the connection exceptions (08…).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Node's socket errors while reaching the server. */
const NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * pg and pg-pool give these failures no code, only a message: waiting for a pooled connection
 * timed out, connecting timed out, or the server went away mid-conversation.
 */
const POOL_MESSAGES = [
  /^timeout exceeded when trying to connect/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
];

function unavailable(error: { code?: unknown; message?: unknown }): boolean {
  if (error instanceof ConnectionException) return true;
  const code = typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_ERRORS.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return POOL_MESSAGES.some((pattern) => pattern.test(message));
}

/** Whether an error (or one it was caused by) means the database is down, starting, frozen or overloaded. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (unavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
