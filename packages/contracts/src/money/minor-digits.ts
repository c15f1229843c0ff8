/** Asked for every amount formatted or parsed; a currency's answer never changes. */
const digitsByCurrency = new Map<string, number>();

/**
 * Digits after the decimal point in the currency's minor unit: JPY 0, USD 2, KWD 3. A module of its
 * own, without zod, so formatting money on a first screen does not bring the schemas along.
 */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}
