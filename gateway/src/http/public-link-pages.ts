/** A secret link must not leak through the Referer, be indexed, or sit in a shared cache. */
export const PUBLIC_LINK_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' };

/**
 * Every page under /view/ is opened by a secret link (an invoice today; estimates and change
 * orders use the same prefix), so the rule follows the path, not each page.
 */
export function isPublicLinkPage(path: string): boolean {
  return path.startsWith('/view/');
}
