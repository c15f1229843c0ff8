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
