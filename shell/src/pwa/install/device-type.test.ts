import { describe, expect, it } from '@jest/globals';
import { deviceTypeOf } from './device-type.ts';
import { UA } from './test-user-agents.ts';

const of = (userAgent: string, maxTouchPoints = 0) => deviceTypeOf({ userAgent, maxTouchPoints });

describe('deviceTypeOf (SPEC.md section 8)', () => {
  it('calls an iPad and an Android device without "mobile" a tablet', () => {
    expect(of(UA.ipad, 5)).toBe('tablet');
    expect(of(UA.androidTablet, 10)).toBe('tablet');
  });

  it('tells an iPad posing as a Mac by its touch points', () => {
    expect(of(UA.ipadAsMac, 5)).toBe('tablet');
    expect(of(UA.ipadAsMac, 0)).toBe('desktop');
  });

  it('calls phones mobile, though their user agents also say Linux or Mac OS X or Windows', () => {
    expect(of(UA.iphone, 5)).toBe('mobile');
    expect(of(UA.androidPhone, 5)).toBe('mobile');
    expect(of(UA.windowsPhone, 5)).toBe('mobile');
  });

  it('calls Windows, Mac and Linux computers desktop', () => {
    expect(of(UA.windows)).toBe('desktop');
    expect(of(UA.mac)).toBe('desktop');
    expect(of(UA.linux)).toBe('desktop');
  });

  it('calls anything else other', () => {
    expect(of(UA.console)).toBe('other');
    expect(of('')).toBe('other');
  });
});
