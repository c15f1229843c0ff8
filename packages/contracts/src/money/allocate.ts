/**
 * Splits `total` into parts proportional to `weights` that add up to `total` exactly (largest
 * remainder method): each part is first rounded down, then the units left over go one each to the
 * parts with the largest remainders, earliest first on ties. 10.00 over three equal lines gives
 * 3.34, 3.33, 3.33. A negative total is split as its opposite and negated (-10.00 gives -3.34,
 * -3.33, -3.33), so a credit line's taxes mirror those of the same charge to the unit, and a
 * deducted deposit takes back exactly the tax it charged.
 */
export function allocateProportionally(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) return allocateProportionally(-total, weights).map((part) => -part);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weights.length === 0 || weightSum === 0n) {
    if (total === 0n) return weights.map(() => 0n);
    throw new RangeError('Cannot spread an amount over lines that add up to zero.');
  }
  const sign = weightSum < 0n ? -1n : 1n;
  const shares = weights.map((weight) => {
    const exact = total * weight * sign;
    const divisor = weightSum * sign;
    const floor = exact >= 0n ? exact / divisor : -((-exact + divisor - 1n) / divisor);
    return { floor, remainder: exact - floor * divisor };
  });
  let leftover = total - shares.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const parts = shares.map((share) => share.floor);
  for (const { index } of byRemainder) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts;
}
