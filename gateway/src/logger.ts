import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';
import { errorSummary } from './logging/error-summary.ts';
import { REDACTED, redactUrl } from './logging/redact-url.ts';

/**
 * Logs never hold tokens, passwords or customer values, whoever writes the line: every `url` is
 * redacted, every `err` is reduced to its class, code and value-free statement, and credentials
 * are censored wherever a line would carry them.
 */
const options = (level: Config['logLevel']): LoggerOptions => ({
  level,
  serializers: { err: errorSummary, url: redactUrl },
  redact: {
    paths: [
      'password',
      '*.password',
      'body',
      '*.body',
      'cookie',
      'authorization',
      'headers.cookie',
      'headers.authorization',
      'headers["set-cookie"]',
      '*.headers.cookie',
      '*.headers.authorization',
      '*.headers["set-cookie"]',
    ],
    censor: REDACTED,
  },
});

/** Lines are held until this many bytes (about 20 request lines) have gathered, or FLUSH_EVERY_MS has passed. */
const WRITE_FROM_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/**
 * JSON lines on stdout (or `destination`); a log shipper or `pino-pretty` formats them. Stdout is
 * written asynchronously and in batches of about 4 KB: a write per line or two cost a busy
 * gateway as much CPU as its pg round trip. A line waits at most a second, and pino flushes what
 * is left when the process exits.
 */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return pino(
    options(level),
    destination ?? pino.destination({ dest: 1, sync: false, minLength: WRITE_FROM_BYTES, periodicFlush: FLUSH_EVERY_MS }),
  );
}

/** The fields of the one line per request. */
export type RequestLine = { reqId: string; method: string; url: string; status: number; ms: number };

/** Writes the one line per request, at info level; its `url` goes through the same redaction as every other line's. */
export function createRequestLogger(logger: Logger): (line: RequestLine) => void {
  return (line) => logger.info(line, 'request');
}
