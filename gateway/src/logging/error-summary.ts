import { DriverException } from '@mikro-orm/core';
import { sqlShape } from './sql-shape.ts';

/** What the log keeps of an error. Nothing else of it is written: not `detail`, `params`, a body or headers. */
export type ErrorSummary = {
  type: string;
  message: string;
  code?: string | number;
  status?: number;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
  stack?: string;
  cause?: ErrorSummary;
  errors?: ErrorSummary[];
};

type ErrorFields = Error & Record<string, unknown>;

const MAX_DEPTH = 3;
const MAX_INNER_ERRORS = 5;

/** MikroORM's wrapped errors, and the raw protocol errors of pg and PGlite (which carry a severity). */
function isDatabaseError(error: ErrorFields): boolean {
  return error instanceof DriverException || typeof error.severity === 'string' || typeof error.query === 'string';
}

/**
 * PostgreSQL quotes values in its messages (`invalid input syntax for type uuid: "…"`) and MikroORM
 * appends the offending key's values (`- detail: Key (email)=(…) already exists`): only the first
 * line is kept, quotes emptied. The names it quoted are logged as their own fields.
 */
function databaseMessage(message: string): string {
  const firstLine = message.split('\n')[0] ?? '';
  return firstLine.replace(/"(?:[^"]|"")*"/g, '"?"').replace(/'(?:[^']|'')*'/g, "'?'");
}

/** The stack's frames only: its first line repeats the message, which is logged (cleaned) on its own. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function summarize(error: unknown, depth: number): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A value that is not an Error was thrown.' };
  const fields = error as ErrorFields;
  const database = isDatabaseError(fields);
  const summary: ErrorSummary = {
    type: fields.name || fields.constructor.name,
    message: database ? databaseMessage(fields.message) : fields.message,
  };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') summary.code = fields.code;
  if (typeof fields.status === 'number') summary.status = fields.status;
  if (database) {
    const [constraint, table, column, query] = [text(fields.constraint), text(fields.table), text(fields.column), text(fields.query)];
    if (constraint) summary.constraint = constraint;
    if (table) summary.table = table;
    if (column) summary.column = column;
    if (query) summary.query = sqlShape(query);
  }
  const stack = framesOf(fields.stack);
  if (stack) summary.stack = stack;
  if (depth < MAX_DEPTH && fields.cause !== undefined) summary.cause = summarize(fields.cause, depth + 1);
  if (depth < MAX_DEPTH && error instanceof AggregateError) {
    summary.errors = error.errors.slice(0, MAX_INNER_ERRORS).map((inner) => summarize(inner, depth + 1));
  }
  return summary;
}

/**
 * pino's serializer for `err`: the error's class, code (the SQLSTATE for a database error),
 * constraint, table and column, and the statement without its values, never the values themselves.
 */
export function errorSummary(error: unknown): ErrorSummary {
  return summarize(error, 0);
}
