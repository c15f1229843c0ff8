/**
 * Digits after the decimal point in the currency's minor unit: JPY 0, USD 2, KWD 3. A module of its
 * own, without zod, so formatting money on a first screen does not bring the schemas along.
 */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
