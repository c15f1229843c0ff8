export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are logged as sent: paging, sorting and filters that hold no
 * secret and nothing a customer typed. Every other value (a token, a search text, an email) is
 * replaced, so a parameter added later is safe until someone decides otherwise.
 */
const LOGGED_QUERY_VALUES = new Set(['page', 'pageSize', 'sort', 'status', 'archived', 'clientId', 'from', 'to']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A segment that looks like a random token: 20 or more URL-safe characters with a digit or a capital
 * in them. Row ids (UUIDs) and route words (lower case, hyphens) are not; hashed file names have a dot.
 */
function looksLikeToken(segment: string): boolean {
  return segment.length >= 20 && /^[A-Za-z0-9_-]+$/.test(segment) && /[0-9A-Z]/.test(segment) && !UUID.test(segment);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Where the secret of a public link sits: the segment after /view/<kind>/ or /api/public/<kind>/,
 * matched the way the router matches (any letter case, empty segments skipped).
 */
function linkTokenIndex(segments: string[]): number | undefined {
  const words = segments
    .map((segment, index) => ({ word: decoded(segment).toLowerCase(), index }))
    .filter(({ word }) => word !== '');
  if (words[0]?.word === 'view') return words[2]?.index;
  if (words[0]?.word === 'api' && words[1]?.word === 'public') return words[3]?.index;
  return undefined;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      if (LOGGED_QUERY_VALUES.has(decoded(name))) return pair;
      // A bare entry (`?abc123`) may be a value itself.
      return equals < 0 ? REDACTED : `${name}=${REDACTED}`;
    })
    .join('&');
}

/**
 * A path of one or two segments of lower-case words and no query, such as /api/user: too short to
 * hold a link's token (/view/<kind>/<token>) and with nothing token-like in it, so it is logged as it is.
 */
const PLAIN_SHORT_PATH = /^\/[a-z-]*(?:\/[a-z-]*)?$/;

/** A request URL as the log may hold it: link tokens and query values that may be secret or personal replaced. */
export function redactUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  if (PLAIN_SHORT_PATH.test(url)) return url;
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  // A link's token is replaced whatever it looks like (a wrong guess too); any other token-like
  // segment is as well, so a future link (a password reset) is covered before anyone lists it.
  const tokenIndex = linkTokenIndex(segments);
  const redactedPath = segments
    .map((segment, index) => (index === tokenIndex || looksLikeToken(segment) ? REDACTED : segment))
    .join('/');
  return queryStart < 0 ? redactedPath : `${redactedPath}?${redactQuery(url.slice(queryStart + 1))}`;
}
