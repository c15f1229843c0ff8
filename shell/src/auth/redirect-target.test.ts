import { describe, expect, it } from '@jest/globals';
import { afterSignInPath, sentAwayState } from './redirect-target.ts';

describe('afterSignInPath', () => {
  it('returns to the page the user was sent away from, query and hash included', () => {
    const state = sentAwayState({ pathname: '/invoices/edit/7', search: '?tab=lines', hash: '#total' });
    expect(afterSignInPath(state)).toBe('/invoices/edit/7?tab=lines#total');
  });

  it.each([undefined, null, 'x', {}, { from: 42 }, { from: 'https://evil.example' }, { from: '//evil.example' }])(
    'goes to /dashboard without a usable in-app path (%p)',
    (state) => {
      expect(afterSignInPath(state)).toBe('/dashboard');
    },
  );
});
