import { minorDigits } from './minor-digits.ts';
import { DecimalFormatError, formatScaled, parseScaled } from './decimal.ts';

/** "19.99" in USD → 1999. Rejects more decimals than the currency has (a fraction of a cent). */
export function parseMoney(text: string, currency: string): number {
  const minor = parseScaled(text, minorDigits(currency));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new DecimalFormatError(`"${text}" is too large.`);
  }
  return Number(minor);
}

/** 1999 in USD → "19.99": exact decimal text of an amount in minor units, for inputs. */
export function minorToDecimalText(minor: number, currency: string): string {
  return formatScaled(BigInt(minor), minorDigits(currency));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and currency: making one costs more than formatting with it, and a list formats two amounts a row. */
function moneyFormat(currency: string, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ''} ${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * 1999 in USD → "$19.99" in the given locale. Intl receives the exact decimal as a string, so the
 * amount never passes through a binary float.
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const text = minorToDecimalText(minor, currency);
  return moneyFormat(currency, locale).format(text as Intl.StringNumericLiteral);
}

/** 120000 in USD → "+$1,200.00", -30000 → "-$300.00": a change to an amount always shows its sign. */
export function formatSignedMoney(minor: number, currency: string, locale?: string): string {
  const text = formatMoney(minor, currency, locale);
  return minor > 0 ? `+${text}` : text;
}
