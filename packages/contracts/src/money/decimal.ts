/**
 * Exact decimal parsing into scaled bigints. User input arrives as decimal strings ("19.99",
 * "1.5", "8.875") and becomes an integer at a fixed scale, so no binary float ever holds money.
 */

const DECIMAL = /^(-)?(\d{1,18})(?:\.(\d+))?$/;

export class DecimalFormatError extends Error {}

/** "1.25" at scale 4 → 12500n. Throws when the text is not a plain decimal or has too many places. */
export function parseScaled(text: string, scale: number): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new DecimalFormatError(`"${text}" is not a number.`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) {
    throw new DecimalFormatError(`"${text}" has more than ${scale} decimal places.`);
  }
  const digits = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign ? -digits : digits;
}

/** 12500n at scale 4 → "1.25": the shortest exact decimal text of a scaled integer. */
export function formatScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Whether `text` is a decimal with at most `scale` places (used by the zod schemas). */
export function isDecimalText(text: string, scale: number): boolean {
  try {
    parseScaled(text, scale);
    return true;
  } catch {
    return false;
  }
}
