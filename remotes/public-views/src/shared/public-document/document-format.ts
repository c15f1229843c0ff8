import { minorToDecimalText, type Address, type LineItem } from '@ledgerline/contracts';

/** An address as the lines a letter would print, leaving out the empty parts. */
export function addressLines(address: Address): string[] {
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.line1, address.line2, [cityLine, address.region].filter(Boolean).join(', '), address.country].filter(Boolean);
}

/** The line's discount and taxes in words, for the small print under its description. */
export function lineDetails(line: Pick<LineItem, 'discount' | 'taxes'>, currency: string): string {
  const discount = !line.discount
    ? ''
    : line.discount.type === 'percent'
      ? `Discount ${line.discount.value}%`
      : `Discount ${minorToDecimalText(line.discount.value, currency)} ${currency}`;
  const taxes = line.taxes.map((tax) => `${tax.name} ${tax.rate}%`).join(', ');
  return [discount, taxes].filter(Boolean).join(' · ');
}
