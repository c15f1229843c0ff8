import type { DeviceType } from '@ledgerline/contracts';
import type { NavigatorFacts } from '../../browser/detect-browser.ts';

const IPAD = /iPad/;
const ANDROID = /Android/;
const MOBILE_WORD = /mobile/i;
const PHONE = /Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Windows Phone|Opera Mini/;
const DESKTOP = /Windows|Mac|Linux/;

/**
 * SPEC.md section 8's device type, in its order: tablet (iPad, or Android without 'mobile'), then
 * mobile, then desktop (Windows, Mac or Linux), otherwise other. The order matters: Android user
 * agents also say Linux and iPhones say "like Mac OS X". iPadOS 13+ poses as a Mac; only its touch
 * points tell it apart.
 */
export function deviceTypeOf({ userAgent, maxTouchPoints }: NavigatorFacts): DeviceType {
  const ipadPosingAsMac = userAgent.includes('Macintosh') && maxTouchPoints > 1;
  if (IPAD.test(userAgent) || ipadPosingAsMac || (ANDROID.test(userAgent) && !MOBILE_WORD.test(userAgent))) return 'tablet';
  if (PHONE.test(userAgent)) return 'mobile';
  if (DESKTOP.test(userAgent)) return 'desktop';
  return 'other';
}
