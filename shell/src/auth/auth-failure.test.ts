import { describe, expect, it } from '@jest/globals';
import { REQUEST_TIMEOUT_MESSAGE } from '@ledgerline/shell-sdk';
import { classifyAuthFailure } from './auth-failure.ts';

describe('classifyAuthFailure', () => {
  it('says offline whenever the browser is offline', () => {
    expect(classifyAuthFailure(new Error('500: boom'), false)).toBe('offline');
  });

  it.each(['Failed to fetch', 'NetworkError when attempting to fetch resource.', REQUEST_TIMEOUT_MESSAGE, 'NETWORK down'])(
    'calls %p a connection problem',
    (message) => {
      expect(classifyAuthFailure(new Error(message), true)).toBe('connection');
    },
  );

  it('calls any other failure an authentication error', () => {
    expect(classifyAuthFailure(new Error('500: {"message":"Internal error."}'), true)).toBe('other');
  });
});
