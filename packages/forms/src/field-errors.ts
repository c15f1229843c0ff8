import type { z } from 'zod';
import type { Problem } from '@ledgerline/contracts';

/** A form field's path as antd names it: ['contacts', 0, 'email'] for the server's "contacts.0.email". */
export type FieldPath = (string | number)[];

export interface FieldErrors {
  name: FieldPath;
  errors: string[];
}

function pathFromDotted(dotted: string): FieldPath {
  return dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The server's validation failures (problem `fields`), ready for antd's form.setFields. */
export function problemFieldErrors(problem: Problem | undefined): FieldErrors[] {
  return Object.entries(problem?.fields ?? {}).map(([dotted, errors]) => ({ name: pathFromDotted(dotted), errors }));
}

/** zod's issues grouped by field, ready for antd's form.setFields. */
export function zodFieldErrors(error: z.ZodError): FieldErrors[] {
  const byPath = new Map<string, FieldErrors>();
  for (const issue of error.issues) {
    const name = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
    const key = name.join('.');
    const entry = byPath.get(key) ?? { name, errors: [] };
    entry.errors.push(issue.message);
    byPath.set(key, entry);
  }
  return [...byPath.values()];
}
