import { describe, expect, it } from '@jest/globals';
import { clientInputSchema } from '@ledgerline/contracts';
import { problemFieldErrors, zodFieldErrors } from './field-errors.ts';

describe('problemFieldErrors', () => {
  it("turns the server's dotted paths into antd field paths, list indexes as numbers", () => {
    const errors = problemFieldErrors({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'validation_failed',
      message: 'Name is required.',
      fields: { name: ['Name is required.'], 'contacts.1.email': ['Enter a valid email address.'], 'billingAddress.city': ['Too long.', 'Bad.'] },
    });
    expect(errors).toEqual([
      { name: ['name'], errors: ['Name is required.'] },
      { name: ['contacts', 1, 'email'], errors: ['Enter a valid email address.'] },
      { name: ['billingAddress', 'city'], errors: ['Too long.', 'Bad.'] },
    ]);
  });

  it('gives nothing when the problem lists no fields or there is no problem', () => {
    expect(problemFieldErrors(undefined)).toEqual([]);
    expect(problemFieldErrors({ type: 'about:blank', title: 'Conflict', status: 409, code: 'conflict', message: 'Taken.' })).toEqual([]);
  });
});

describe('zodFieldErrors', () => {
  it('groups the schema messages by field path', () => {
    const parsed = clientInputSchema.safeParse({ name: '  ', email: 'not-an-email', contacts: [{ email: 'x' }] });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(zodFieldErrors(parsed.error)).toEqual([
      { name: ['name'], errors: ['Name is required.'] },
      { name: ['email'], errors: ['Enter a valid email address.'] },
      { name: ['contacts', 0, 'email'], errors: ['Enter a valid email address.'] },
    ]);
  });
});
