import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-error.ts';
import { problemErrors } from './problem-errors.ts';

const problem = (body: unknown) => JSON.stringify(body);

describe('problemErrors', () => {
  it('reads the message and the first message of each field from a validation problem', () => {
    const error = new ApiError(400, 'Bad Request', problem({
      status: 400, code: 'validation_failed', message: 'Use at most 2 decimals.',
      fields: { 'lines.0.unitPrice': ['Use at most 2 decimals.', 'second'], dueDate: ['The due date cannot be before the issue date.'] },
    }));
    expect(problemErrors(error)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Use at most 2 decimals.',
      fields: { 'lines.0.unitPrice': 'Use at most 2 decimals.', dueDate: 'The due date cannot be before the issue date.' },
    });
  });

  it('reads a plain Error in the "status: body" shape too', () => {
    const error = new Error('409: {"code":"stale_version","message":"The invoice was changed by someone else."}');
    expect(problemErrors(error)).toEqual({ status: 409, code: 'stale_version', message: 'The invoice was changed by someone else.', fields: {} });
  });

  it('keeps a body that is not JSON as the message', () => {
    expect(problemErrors(new ApiError(502, 'Bad Gateway', 'upstream down'))).toMatchObject({ status: 502, message: 'upstream down', fields: {} });
    expect(problemErrors(new ApiError(500, 'Internal Server Error', ''))).toMatchObject({ status: 500, message: 'Something went wrong. Please try again.' });
  });

  it('keeps the message of failures without a status, such as a timeout', () => {
    const timeout = new Error('Request timeout after 10000ms. Please check your connection and try again.');
    expect(problemErrors(timeout)).toEqual({ status: null, code: null, message: timeout.message, fields: {} });
    expect(problemErrors('nonsense')).toMatchObject({ status: null, message: 'Something went wrong. Please try again.' });
  });
});
