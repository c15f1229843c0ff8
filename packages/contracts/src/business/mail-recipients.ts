/**
 * Addresses outside the client's own that one email about a document may also go to, To and Cc
 * together: room for a bookkeeper, a partner or a site manager, too little for the app's sender
 * address to carry a mailing to strangers.
 */
export const MAX_OTHER_RECIPIENTS = 3;

/** The addresses of an email that are none of the client's, each once whatever its case, in the order written. */
export function otherRecipients(clientAddresses: readonly string[], email: { to: readonly string[]; cc: readonly string[] }): string[] {
  const known = new Set(clientAddresses.map((address) => address.toLowerCase()));
  const seen = new Set<string>();
  return [...email.to, ...email.cc].filter((address) => {
    const key = address.toLowerCase();
    if (known.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Why an email with these other addresses cannot go, or null when it may: the sentence the dialog and the server both show. */
export function tooManyOtherRecipients(others: readonly string[]): string | null {
  if (others.length <= MAX_OTHER_RECIPIENTS) return null;
  const extra = others.length - MAX_OTHER_RECIPIENTS;
  return `An email can go to the client's own addresses and at most ${MAX_OTHER_RECIPIENTS} others; this one has ${others.length} others (${others.join(', ')}). Remove ${extra}, or add ${extra === 1 ? 'it' : 'them'} to the client's contacts first.`;
}
