import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd field rule that checks a value with the contracts' own schema, so the form shows the very
 * sentence the server would answer, as soon as the field is left rather than after a round trip.
 * For text fields: an untouched field counts as the empty string.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'This value is not valid.');
    },
  };
}
