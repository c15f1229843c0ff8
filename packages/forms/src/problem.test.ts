import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@ledgerline/shell-sdk';
import { isNotFound, problemMessage, problemOf } from './problem.ts';

const problemBody = JSON.stringify({
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  code: 'validation_failed',
  message: 'Name is required.',
  fields: { name: ['Name is required.'] },
});

describe('problemOf', () => {
  it('reads the problem+json body of an API error', () => {
    expect(problemOf(new ApiError(400, 'Bad Request', problemBody))?.fields).toEqual({ name: ['Name is required.'] });
  });

  it('finds none in a body that is not a problem, or in an error that is not from the API', () => {
    expect(problemOf(new ApiError(502, 'Bad Gateway', '<html>proxy</html>'))).toBeUndefined();
    expect(problemOf(new ApiError(500, 'Error', '{"hello":1}'))).toBeUndefined();
    expect(problemOf(new Error('Request timeout after 10000ms.'))).toBeUndefined();
  });
});

describe('problemMessage and isNotFound', () => {
  it("prefer the server's sentence and fall back to the caller's", () => {
    expect(problemMessage(new ApiError(400, 'Bad Request', problemBody), 'Fallback.')).toBe('Name is required.');
    expect(problemMessage(new TypeError('Failed to fetch'), 'Fallback.')).toBe('Fallback.');
  });

  it('tell a 404 apart', () => {
    expect(isNotFound(new ApiError(404, 'Not Found', ''))).toBe(true);
    expect(isNotFound(new ApiError(400, 'Bad Request', ''))).toBe(false);
  });
});
