import { CookieKeys } from './cookie-keys.ts';

describe('CookieKeys', () => {
  const data = 'sid=abc123';

  it('accepts its own signature and nothing else', () => {
    const keys = new CookieKeys(['first secret that is long enough']);
    const signature = keys.sign(data);
    expect(keys.verify(data, signature)).toBe(true);
    expect(keys.verify('sid=abc124', signature)).toBe(false);
    expect(keys.verify(data, `${signature.slice(0, -1)}A`)).toBe(false);
    expect(keys.verify(data, '')).toBe(false);
    expect(new CookieKeys(['another secret entirely, also long']).verify(data, signature)).toBe(false);
  });

  it('signs with the first secret and still accepts the older ones', () => {
    const old = new CookieKeys(['old secret']);
    const rotated = new CookieKeys(['new secret', 'old secret']);
    expect(rotated.index(data, old.sign(data))).toBe(1);
    expect(rotated.index(data, rotated.sign(data))).toBe(0);
  });
});

describe('CookieKeys, a cookie seen before', () => {
  const data = 'sid=seen-before';

  it('still refuses a wrong signature for a cookie whose right one it remembers', () => {
    const keys = new CookieKeys(['a secret for remembered cookies']);
    const signature = keys.sign(data);
    expect(keys.verify(data, signature)).toBe(true);
    expect(keys.verify(data, signature)).toBe(true);
    expect(keys.verify(data, `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`)).toBe(false);
    expect(keys.verify(data, '')).toBe(false);
    expect(keys.verify('sid=other', signature)).toBe(false);
  });

  it('accepts the new secret’s signature of a cookie first seen signed with the old one', () => {
    const rotated = new CookieKeys(['new secret', 'old secret']);
    expect(rotated.index(data, new CookieKeys(['old secret']).sign(data))).toBe(1);
    expect(rotated.index(data, rotated.sign(data))).toBe(0);
  });

  it('does not remember forged cookies', () => {
    const keys = new CookieKeys(['a secret for remembered cookies']);
    expect(keys.verify(data, 'forged')).toBe(false);
    expect(keys.verify(data, keys.sign(data))).toBe(true);
  });
});
