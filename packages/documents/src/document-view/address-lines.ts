import addressFormatter from '@fragaria/address-formatter';
import type { Address } from '@ledgerline/contracts';

/**
 * Country names as people type them ("Germany", "United States") to ISO 3166 codes, from the
 * runtime's own English region names; a two-letter code is taken as it is.
 */
function regionCodes(): Map<string, string> {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = names.of(code);
      if (name !== undefined) codes.set(name.toLowerCase(), code);
    }
  }
  for (const [alias, code] of [['usa', 'US'], ['united states of america', 'US'], ['uk', 'GB'], ['great britain', 'GB']] as const) codes.set(alias, code);
  return codes;
}

let codesByName: Map<string, string> | undefined;

export function countryCode(country: string): string | undefined {
  const typed = country.trim();
  if (/^[a-z]{2}$/i.test(typed)) return typed.toUpperCase();
  codesByName ??= regionCodes();
  return codesByName.get(typed.toLowerCase());
}

/**
 * An address as the lines a letter to its country prints: the street lines, then the city, region
 * and postal code in that country's order ("Austin, TX 78702", "00-001 Warszawa"), then the country
 * as the user typed it. The formatter only arranges text; nothing in it is read as markup.
 */
export function addressLines(address: Address): string[] {
  const code = countryCode(address.country);
  // Without a country it knows, the formatter's generic order drops the region; keep every part.
  const locality = code
    ? addressFormatter.format({ city: address.city, state: address.region, postcode: address.postalCode, countryCode: code }, { output: 'array', appendCountry: false })
    : [[[address.postalCode, address.city].filter(Boolean).join(' '), address.region].filter(Boolean).join(', ')];
  return [address.line1, address.line2, ...locality, address.country].map((line) => line.trim()).filter((line) => line !== '');
}
