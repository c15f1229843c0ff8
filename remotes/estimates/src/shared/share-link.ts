/** What a shared document link says, by mail or through the device's share sheet. */
export interface LinkMessage {
  title: string;
  text: string;
  url: string;
}

/** The device's share sheet (phones, some desktops); absent, the link is mailed or copied instead. */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** A mailto: address that opens the user's mail program with the message written. */
export function mailtoHref(to: string, message: LinkMessage): string {
  const params = new URLSearchParams({ subject: message.title, body: `${message.text}\n\n${message.url}` });
  // URLSearchParams writes spaces as "+", which mail programs show as plus signs.
  return `mailto:${encodeURIComponent(to)}?${params.toString().replace(/\+/g, '%20')}`;
}
