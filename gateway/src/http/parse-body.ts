import type { z } from 'zod';
import { HttpError } from './http-error.ts';

type Issue = z.core.$ZodIssue;

/** zod 4 leaves the offending input out of its issues, so it is looked up again to tell "missing" apart. */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key];
  return value;
}

function fieldLabel(path: PropertyKey[]): string {
  const name = path.map(String).join('.');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Where parsed input came from: the messages name it the way a caller would. */
export type InputSource = 'body' | 'query';

/**
 * The contracts' own messages are already sentences; zod's defaults ("Invalid input: expected
 * string, received undefined") are not, so those are rewritten for people.
 */
function describe(issue: Issue, input: unknown, source: InputSource): string {
  if (issue.message.endsWith('.')) return issue.message;
  if (issue.code === 'unrecognized_keys') {
    return `${source === 'query' ? 'Unknown query parameter' : 'Unexpected field'}: ${issue.keys.join(', ')}.`;
  }
  if (issue.path.length === 0) return source === 'query' ? 'The query string is not valid.' : 'The request body must be a JSON object.';
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? `${label} is required.` : `${label} must be a ${issue.expected}.`;
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}.`;
    default:
      return `${label} is not valid.`;
  }
}

/** The problem code a contracts refinement gives its issue (`params.problem`, such as line_break), or null. */
const ownProblemOf = (issue: Issue): string | null =>
  issue.code === 'custom' && typeof issue.params?.problem === 'string' ? issue.params.problem : null;

/**
 * Parses request input with a contracts schema; failures list each field. Input that is well formed
 * but unusable (every issue carries the same problem code of its own) is a 422 with that code; any
 * other failure is a 400.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, source: InputSource): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || source;
    (fields[key] ??= []).push(describe(issue, input, source));
  }
  const first = Object.values(fields)[0]?.[0] ?? 'The request is not valid.';
  const problems = new Set(result.error.issues.map(ownProblemOf));
  const [problem] = problems;
  if (problems.size === 1 && problem) throw new HttpError(422, problem, first, { fields });
  throw new HttpError(400, 'validation_failed', first, { fields });
}

/** Parses a request body with a contracts schema; failures list each field (see parseInput for the status). */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  return parseInput(schema, body ?? {}, 'body');
}
