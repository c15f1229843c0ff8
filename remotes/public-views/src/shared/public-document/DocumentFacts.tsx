import type { ReactNode } from 'react';
import type { LabelledText } from '@ledgerline/documents/document-view/document-view.ts';

/** The view's short facts (dates, currency) and, after them, what the page adds (the amount due). */
export function DocumentFacts({ facts, children }: { facts: LabelledText[]; children?: ReactNode }) {
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <div key={fact.label} className="fact">
          <dt>{fact.label}</dt>
          <dd>{fact.text}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
