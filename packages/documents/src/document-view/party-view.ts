import type { Address } from '@ledgerline/contracts';
import { addressLines } from './address-lines.ts';
import type { PartyView } from './document-view.ts';

interface Party {
  name: string;
  company?: string;
  email: string;
  phone?: string;
  address: Address;
  taxId: string;
}

/** A "From" or "Bill to" block: the name, then the non-empty lines a letter prints under it. */
export function partyView(heading: string, party: Party): PartyView {
  const lines = [party.company ?? '', ...addressLines(party.address), party.email, party.phone ?? '', party.taxId ? `Tax ID: ${party.taxId}` : ''];
  return { heading, name: party.name, lines: lines.filter((line) => line !== '') };
}
