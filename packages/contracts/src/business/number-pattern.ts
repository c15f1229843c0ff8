import { z } from 'zod';

/**
 * Document number patterns such as INV-{YYYY}-{0000}: {YYYY}, {YY}, {MM} and {DD} come from the
 * issue date; a run of zeros in braces is the account's counter, zero-padded to that width.
 */
const TOKEN = /\{(YYYY|YY|MM|DD|0+)\}/g;

export const numberPatternSchema = z
  .string()
  .trim()
  .min(1, 'Enter a number pattern.')
  .max(40, 'A number pattern is at most 40 characters.')
  .regex(/^[A-Za-z0-9{}\-_/.# ]+$/, 'Use letters, digits, spaces and - _ / . # in a number pattern.')
  .refine((pattern) => (pattern.match(/\{0+\}/g) ?? []).length === 1, 'The pattern needs exactly one counter such as {0000}.');

export function formatDocumentNumber(pattern: string, counter: number, issueDate: string): string {
  const [year = '0000', month = '00', day = '00'] = issueDate.split('-');
  return pattern.replace(TOKEN, (_token, name: string) => {
    if (name === 'YYYY') return year;
    if (name === 'YY') return year.slice(-2);
    if (name === 'MM') return month;
    if (name === 'DD') return day;
    return String(counter).padStart(name.length, '0');
  });
}

export const documentNumberSchema = z
  .string()
  .trim()
  .min(1, 'Enter a number.')
  .max(40, 'A number is at most 40 characters.')
  .regex(/^[A-Za-z0-9\-_/.# ]+$/, 'Use letters, digits, spaces and - _ / . # in a number.');
