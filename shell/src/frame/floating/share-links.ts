/** The message SPEC.md section 2 shares, followed by the app's address. */
export const SHARE_MESSAGE = 'Check out this awesome invoice management app!';

export type ShareTarget = 'email' | 'whatsapp' | 'sms' | 'messenger' | 'telegram';

/** The address that opens each sharing app with the message and the link filled in. */
export function shareLinks(appUrl: string): Record<ShareTarget, string> {
  const url = encodeURIComponent(appUrl);
  const text = encodeURIComponent(SHARE_MESSAGE);
  const both = encodeURIComponent(`${SHARE_MESSAGE} ${appUrl}`);
  return {
    email: `mailto:?subject=${text}&body=${both}`,
    whatsapp: `https://wa.me/?text=${both}`,
    sms: `sms:?&body=${both}`,
    messenger: `fb-messenger://share/?link=${url}`,
    telegram: `https://t.me/share/url?url=${url}&text=${text}`,
  };
}
