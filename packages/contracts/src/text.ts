import { z } from 'zod';

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

export const isoDateSchema = z.iso.date('Use a date like 2026-11-21.');

export const idSchema = z.uuid('Not a valid id.');

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
