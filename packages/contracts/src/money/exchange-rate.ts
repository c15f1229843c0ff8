import { minorDigits } from './minor-digits.ts';
import { formatScaled, isDecimalText, parseScaled } from './decimal.ts';
import { divideRoundHalfUp } from './rounding.ts';

/**
 * Exchange rates are exact decimal text with at most RATE_SCALE places ("1.0835", "0.92293578"):
 * how many units of the target currency one unit of the source currency buys. They are read into
 * bigints at this scale, so no rate and no converted amount ever passes through a binary float.
 */
export const RATE_SCALE = 8;

/** Whether `text` is a usable rate: a decimal of at most RATE_SCALE places, more than zero. */
export function isRateText(text: string): boolean {
  return isDecimalText(text, RATE_SCALE) && parseScaled(text, RATE_SCALE) > 0n;
}

/**
 * The rate from `from` to `to` when both are quoted against one base (the ECB quotes against EUR):
 * baseToTo ÷ baseToFrom, rounded half-up once at RATE_SCALE places. USD→CAD = (EUR→CAD) ÷ (EUR→USD).
 */
export function crossRate(baseToFrom: string, baseToTo: string): string {
  const from = parseScaled(baseToFrom, RATE_SCALE);
  const to = parseScaled(baseToTo, RATE_SCALE);
  return formatScaled(divideRoundHalfUp(to * 10n ** BigInt(RATE_SCALE), from), RATE_SCALE);
}

/**
 * An amount in minor units of `from` at `rate`, in minor units of `to`, rounded half-up once: 1000
 * JPY (0 digits) at 0.0064 USD per yen → 640 cents. Rounds the amount given, so a sum converted at
 * one rate is rounded once, not once per part.
 */
export function convertMinor(minor: number | bigint, from: string, to: string, rate: string): bigint {
  const scaledRate = parseScaled(rate, RATE_SCALE);
  const shift = minorDigits(to) - minorDigits(from);
  const numerator = BigInt(minor) * scaledRate * 10n ** BigInt(Math.max(shift, 0));
  const denominator = 10n ** BigInt(RATE_SCALE) * 10n ** BigInt(Math.max(-shift, 0));
  return divideRoundHalfUp(numerator, denominator);
}
