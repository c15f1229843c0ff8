/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** A LIKE pattern that finds values starting with `text`. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text.toLowerCase())}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A bigint (or sum of them) as the database returned it, as a number only if it is exactly one. */
export function safeNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? 0));
  if (!Number.isSafeInteger(number)) throw new RangeError(`Not a safe integer: ${String(value)}`);
  return number;
}
