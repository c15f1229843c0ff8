import { z } from 'zod';

/**
 * Every API error is application/problem+json in this shape. `message` is a sentence for people;
 * `error` repeats it because SPEC.md's registration client reads that field; `fields` lists
 * validation failures by field path.
 */
export const problemSchema = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  error: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
