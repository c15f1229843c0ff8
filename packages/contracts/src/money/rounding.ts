/**
 * THE ROUNDING RULE. Every money figure is an integer count of the currency's minor unit.
 * Exact intermediate values are rationals of bigints; each is rounded ONCE, half away from zero
 * ("half-up" for positive amounts: 0.5 → 1, -0.5 → -1), at these points only:
 *   1. a line's amount (quantity × unit price − line discount),
 *   2. the document discount (when it is a percentage of the subtotal),
 *   3. each tax of each line (from that line's rounded taxable amount).
 * Document totals are plain sums of those rounded line figures and are never rounded again, so
 * the document total always equals the sum of its parts to the unit.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero.');
  if (denominator < 0n) return divideRoundHalfUp(-numerator, -denominator);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}
