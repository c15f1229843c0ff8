import { detectBrowser, type NavigatorFacts } from '../../browser/detect-browser.ts';
import { deviceTypeOf } from './device-type.ts';

/** Which of the app's own install prompts a browser gets: iOS has no install event, only manual steps. */
export type OwnPromptKind = 'ios' | 'desktop-chromium';

const CHROME_OR_EDGE = /Chrome\/|Edg\//;
/** Browsers built on Chromium that say "Chrome" but install differently, or not at all. */
const OTHER_CHROMIUM = /OPR\/|SamsungBrowser|YaBrowser|Vivaldi/;

/** SPEC.md section 4: the app's own prompt is for iOS and for desktop Chrome or Edge; others get none. */
export function ownPromptKindOf(facts: NavigatorFacts): OwnPromptKind | null {
  if (detectBrowser(facts).ios) return 'ios';
  const { userAgent } = facts;
  if (deviceTypeOf(facts) === 'desktop' && CHROME_OR_EDGE.test(userAgent) && !OTHER_CHROMIUM.test(userAgent)) return 'desktop-chromium';
  return null;
}

/** Phones and tablets get the browser's own prompt automatically, once per session. */
export function autoPromptsOn(facts: NavigatorFacts): boolean {
  const type = deviceTypeOf(facts);
  return type === 'mobile' || type === 'tablet';
}
