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

/**
 * JSON lines on stdout (or `destination`); a log shipper or `pino-pretty` formats them. Stdout is
 * written asynchronously: lines that arrive while a write is under way go out together in the
 * next one instead of a system call each (pino flushes what is left when the process exits).
 */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return pino(options(level), destination ?? pino.destination({ dest: 1, sync: false }));
}

/**
 * The logger of the one line per request: same level and destination, without the redaction pass
 * the other lines get. That line's fields are fixed (id, method, redacted url, status, time) and
 * never hold a credential, and redaction was a measurable share of a small request's CPU.
 */
export function createRequestLogger(logger: Logger): Logger {
  return pino({ level: logger.level, serializers: { url: redactUrl } }, (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]);
}
