import { minorDigits, parseMoney } from '@ledgerline/contracts';

export type MoneyTextResult = { ok: true; minor: number } | { ok: false; message: string };

/**
 * Turns what a person types into a price ("1,234.50", "19,99", " 7 ") into integer minor units of
 * the currency, without ever holding the amount in a float. A single comma followed by no more digits
 * than the currency has is a decimal comma; other commas and spaces group thousands.
 */
export function parseMoneyText(text: string, currency: string): MoneyTextResult {
  let cleaned = text.replace(/[\s\u00a0']/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter an amount.' };
  const decimalComma = new RegExp(`^-?\\d+,\\d{1,${Math.max(minorDigits(currency), 1)}}$`);
  cleaned = !cleaned.includes('.') && decimalComma.test(cleaned) && minorDigits(currency) > 0 ? cleaned.replace(',', '.') : cleaned.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { ok: false, message: 'Enter a number such as 19.99.' };
  try {
    return { ok: true, minor: parseMoney(cleaned, currency) };
  } catch {
    const digits = minorDigits(currency);
    const fraction = cleaned.split('.')[1] ?? '';
    if (fraction.length <= digits) return { ok: false, message: 'The amount is too large.' };
    return { ok: false, message: digits === 0 ? `${currency} amounts have no decimals.` : `Use at most ${digits} decimals for ${currency}.` };
  }
}
