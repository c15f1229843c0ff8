import type { PartyView } from '@ledgerline/documents/document-view/document-view.ts';

/** Who sends or receives the document, as the address block of a letter. */
export function PartyBlock({ party }: { party: PartyView }) {
  return (
    <section aria-label={party.heading} className="party">
      <h2 className="eyebrow">{party.heading}</h2>
      <div className="party-name">{party.name}</div>
      {party.lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </section>
  );
}
