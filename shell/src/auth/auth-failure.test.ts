import { describe, expect, it } from '@jest/globals';
import { ApiError, REQUEST_TIMEOUT_MESSAGE } from '@ledgerline/shell-sdk';
import { authFailureSentence, classifyAuthFailure } from './auth-failure.ts';

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

describe('authFailureSentence', () => {
  it("gives the server's own sentence, without the status code", () => {
    const error = new ApiError(500, 'Internal Server Error', '{"message":"Something went wrong on our side."}');
    expect(authFailureSentence(error, 'other')).toBe('Something went wrong on our side.');
  });

  it('never shows a raw body such as "500: boom"', () => {
    const sentence = authFailureSentence(new ApiError(500, 'Internal Server Error', 'boom'), 'other');
    expect(sentence).toBe('The server could not check who is signed in. Please try again in a moment.');
    expect(sentence).not.toMatch(/500|boom/);
  });

  it('tells an offline or unreachable user what to do', () => {
    expect(authFailureSentence(new Error('Failed to fetch'), 'offline')).toBe('Your device is offline. Connect to the internet, then try again.');
    expect(authFailureSentence(new Error(REQUEST_TIMEOUT_MESSAGE), 'connection')).toBe(
      'The server could not be reached. Check your connection, then try again.',
    );
  });
});
