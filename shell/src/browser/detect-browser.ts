/** What the shell needs to know about the browser it runs in, read from navigator. */
export interface BrowserTraits {
  /** Internet Explorer (any version): it cannot run this app properly, hence the banner. */
  outdatedIe: boolean;
  /** Safari proper, not the many browsers whose user agents also say "Safari". */
  safari: boolean;
  ios: boolean;
  mobile: boolean;
}

export interface NavigatorFacts {
  userAgent: string;
  /** iPadOS 13+ reports itself as a Mac; only its touch points give it away. */
  maxTouchPoints: number;
}

const IE = /MSIE |Trident\//;
const IOS = /iPhone|iPad|iPod/;
const OTHER_WEBKIT_BROWSERS = /Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|OPR\/|Android/;
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|IEMobile|Opera Mini/;

export function detectBrowser({ userAgent, maxTouchPoints }: NavigatorFacts): BrowserTraits {
  const ios = IOS.test(userAgent) || (userAgent.includes('Macintosh') && maxTouchPoints > 1);
  return {
    outdatedIe: IE.test(userAgent),
    safari: userAgent.includes('Safari') && !OTHER_WEBKIT_BROWSERS.test(userAgent),
    ios,
    mobile: ios || MOBILE.test(userAgent),
  };
}

/** The classes of SPEC.md section 9 that the root element carries, so CSS can adapt to the browser. */
export function rootClassesFor(traits: BrowserTraits): string[] {
  return [
    traits.outdatedIe && 'ie-browser',
    traits.safari && 'safari-browser',
    traits.ios && 'ios-device',
    traits.mobile && 'mobile-device',
  ].filter((name): name is string => name !== false);
}

export function currentBrowser(): BrowserTraits {
  return detectBrowser({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });
}
