import type { ReactNode } from 'react';
import type { Address } from '@ledgerline/contracts';
import { addressLines } from './document-format.ts';

interface Props {
  heading: string;
  name: ReactNode;
  company?: string;
  address: Address;
  email?: string;
  phone?: string;
  taxId?: string;
}

/** Who sends or receives the document, as the address block of a letter. */
export function PartyBlock({ heading, name, company, address, email, phone, taxId }: Props) {
  const lines = [company, ...addressLines(address), email, phone, taxId ? `Tax ID ${taxId}` : ''].filter(Boolean);
  return (
    <section aria-label={heading} className="party">
      <h2 className="eyebrow">{heading}</h2>
      <div className="party-name">{name}</div>
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </section>
  );
}
