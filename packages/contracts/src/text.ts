import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE } from './documents/calendar-date.ts';

/**
 * Free text typed by users. Control characters other than tab and line breaks (a NUL byte, say)
 * are refused rather than stored, because PostgreSQL rejects NUL in text and PDFs mangle the rest.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .refine((value) => !CONTROL.test(value), 'Must not contain control characters.');

export const requiredText = (max: number, label: string) =>
  plainText(max).pipe(z.string().min(1, `${label} is required.`));

const LINE_BREAK = /[\r\n]/;

/**
 * The problem code of a line break oneLine refused. The input is well formed, just unusable, so the
 * gateway answers it 422 rather than validation's 400 (gateway/src/http/parse-body.ts).
 */
const LINE_BREAK_PROBLEM = 'line_break';

/**
 * Text that ends up in an email header (a subject, a recipient's or sender's name). A line break
 * there would start a header of the writer's choosing (another Bcc, say), so it is refused with a
 * sentence naming the field rather than stored.
 */
export const oneLine = <T extends z.ZodType<string, unknown>>(schema: T, label: string) =>
  schema.refine((value) => !LINE_BREAK.test(value), {
    error: `${label} must be on one line: remove the line break.`,
    params: { problem: LINE_BREAK_PROBLEM },
  });

/**
 * Every calendar date of every schema: a real day (no 2026-02-30) within EARLIEST_DATE..LATEST_DATE.
 * ISO text of fixed width compares like the dates it names.
 */
export const isoDateSchema = z.iso
  .date({ error: 'Use a date like 2026-11-21.', abort: true })
  .refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, `Use a date from ${EARLIEST_DATE} to ${LATEST_DATE}.`);

export const idSchema = z.uuid('Not a valid id.');

/** An email address, or nothing at all. */
export const optionalEmailSchema = plainText(254).refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address.');

const DIGITS = /^\d{1,15}$/;

/**
 * A whole number from a query string (digits only: "1e3", "0x10", " 5" and "-1" are refused), or a
 * number when code builds the query.
 */
export const queryIntegerSchema = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z
    .union([z.number(), z.string().regex(DIGITS, message)], { error: message })
    .pipe(z.coerce.number<string | number>().int(message).min(min, message).max(max, message));
};

/**
 * The paging of every list. Query schemas are strict: a parameter the route does not know is a
 * mistake worth a 400, not something to ignore. Extend this one, and a list query stays strict.
 */
/** How many rows a list screen shows on a page until its address asks for another size. */
export const LIST_SCREEN_PAGE_SIZE = 20;

export const pageQuerySchema = z.strictObject({
  page: queryIntegerSchema('Page', 1, 100_000).default(1),
  pageSize: queryIntegerSchema('Page size', 1, 100).default(50),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
