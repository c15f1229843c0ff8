/** A secret link must not leak through the Referer, be indexed, or sit in a shared cache. */
export const PUBLIC_LINK_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' };
