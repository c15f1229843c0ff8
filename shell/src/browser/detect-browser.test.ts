import { describe, expect, it } from '@jest/globals';
import { detectBrowser, rootClassesFor } from './detect-browser.ts';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const classes = (userAgent: string, maxTouchPoints = 0) => rootClassesFor(detectBrowser({ userAgent, maxTouchPoints }));

describe('browser detection', () => {
  it('takes IE 11 and IE 10 for an outdated Internet Explorer', () => {
    expect(detectBrowser({ userAgent: IE11, maxTouchPoints: 0 }).outdatedIe).toBe(true);
    expect(detectBrowser({ userAgent: IE10, maxTouchPoints: 0 }).outdatedIe).toBe(true);
    expect(classes(IE11)).toEqual(['ie-browser']);
  });

  it('gives desktop Chrome and Edge no class at all', () => {
    expect(classes(CHROME)).toEqual([]);
    expect(classes(EDGE)).toEqual([]);
  });

  it('marks Safari on a Mac as safari-browser only', () => {
    expect(classes(SAFARI_MAC)).toEqual(['safari-browser']);
  });

  it('marks Safari on an iPhone as Safari, iOS and mobile', () => {
    expect(classes(SAFARI_IPHONE)).toEqual(['safari-browser', 'ios-device', 'mobile-device']);
  });

  it('marks Chrome on an iPhone as iOS and mobile, not Safari', () => {
    expect(classes(CHROME_IPHONE)).toEqual(['ios-device', 'mobile-device']);
  });

  it('recognises an iPad that reports itself as a Mac by its touch points', () => {
    expect(classes(SAFARI_MAC, 5)).toEqual(['safari-browser', 'ios-device', 'mobile-device']);
  });

  it('marks Chrome on Android as mobile only', () => {
    expect(classes(CHROME_ANDROID)).toEqual(['mobile-device']);
  });
});
