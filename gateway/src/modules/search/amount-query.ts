import { minorDigits } from '@ledgerline/contracts';

/**
 * An amount as people type it: digits with or without thousands commas, an optional decimal part,
 * an optional currency sign before ("3984", "3,984.00", "$3984.5").
 */
const AMOUNT = /^[$€£¥]?\s*(\d{1,3}(?:,\d{3})+|\d{1,15})(?:\.(\d{1,3}))?$/;

/** The minor-unit digits of the world's currencies: 0 (JPY), 2 (USD), 3 (KWD). */
const DIGITS = [0, 2, 3] as const;

/**
 * The totals, in minor units, that `q` may mean in a currency of each minor-unit size: "3984" is
 * 398400 cents, 3984 yen or 3984000 fils. Empty when `q` is no amount, or is zero.
 */
export function amountCandidates(q: string): { digits: number; minor: bigint }[] {
  const match = AMOUNT.exec(q.trim());
  if (!match) return [];
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  return DIGITS.filter((digits) => fraction.length <= digits)
    .map((digits) => ({ digits, minor: BigInt(whole + fraction.padEnd(digits, '0')) }))
    .filter((candidate) => candidate.minor > 0n);
}

/** Whether a document's total in `currency` is what the text meant, not the same digits in another minor unit. */
export function totalMeant(candidates: { digits: number; minor: bigint }[], total: string | number, currency: string): boolean {
  const digits = minorDigits(currency);
  return candidates.some((candidate) => candidate.digits === digits && candidate.minor === BigInt(total));
}
