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
 * gateway as much CPU as its pg round trip (issue 14's profile of GET /api/user). A line waits at
 * most a second, and pino flushes what is left when the process exits.
 */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return pino(
    options(level),
    destination ?? pino.destination({ dest: 1, sync: false, minLength: WRITE_FROM_BYTES, periodicFlush: FLUSH_EVERY_MS }),
  );
}

/**
 * The logger of the one line per request: same level and destination, without the redaction pass
 * the other lines get. That line's fields are fixed (id, method, redacted url, status, time) and
 * never hold a credential, and redaction was a measurable share of a small request's CPU.
 */
export function createRequestLogger(logger: Logger): Logger {
  return pino({ level: logger.level, serializers: { url: redactUrl } }, (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]);
}
