import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

/** JSON lines on stdout; a log shipper or `pino-pretty` formats them. */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level });
}
