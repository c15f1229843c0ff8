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

/** JSON lines on stdout (or `destination`); a log shipper or `pino-pretty` formats them. */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return destination ? pino(options(level), destination) : pino(options(level));
}
