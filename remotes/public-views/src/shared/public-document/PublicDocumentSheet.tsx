import type { ReactNode } from 'react';
import { DOCUMENT_KIND_REGISTRY, type DocumentKind } from '@ledgerline/contracts';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';
import type { DocumentView } from '@ledgerline/documents/document-view/document-view.ts';
import { DocumentFacts } from './DocumentFacts.tsx';
import { LinesTable } from './LinesTable.tsx';
import { PartyBlock } from './PartyBlock.tsx';
import { PUBLIC_DOCUMENT_CSS } from './public-document-styles.ts';
import { SheetFooter } from './SheetFooter.tsx';
import { SheetHeaderText } from './SheetHeaderText.tsx';
import { accentStyle, SheetLogo } from './SheetLogo.tsx';
import { SheetToolbar } from './SheetToolbar.tsx';
import { TextSection } from './TextSection.tsx';
import { TotalsTable } from './TotalsTable.tsx';

interface PublicDocumentSheetProps {
  kind: DocumentKind;
  view: DocumentView;
  token: string;
  /** The kind's status tag, beside the title. */
  status: ReactNode;
  /** What the kind adds after the view's facts (an invoice's balance due). */
  facts?: ReactNode;
  /** What the kind shows above the sheet (an invoice's Pay now, a signed document's confirmation). */
  before?: ReactNode;
  /** The lines, when the kind shows more than the view's table (an estimate's optional lines to tick). */
  lines?: ReactNode;
  /** What the kind shows below the sheet (the signing of an estimate or a change order). */
  after?: ReactNode;
}

/**
 * A document as its client reads it: a sheet of paper on screen, the same view its PDF prints, with
 * Print and Download PDF above it. A kind fills the slots with what only it has.
 */
export function PublicDocumentSheet({ kind, view, token, status, facts, before, lines, after }: PublicDocumentSheetProps) {
  const titleId = `${DOCUMENT_KIND_REGISTRY[kind].fileWord.toLowerCase()}-title`;
  return (
    <main className="public-document">
      {/* React hoists this into the head: the tab, a bookmark and a printout are named after the document. */}
      <title>{view.look.documentTitle}</title>
      <style>{PUBLIC_DOCUMENT_CSS}</style>
      <SheetToolbar downloadPdf={(notify) => downloadDocumentPdf({ kind, number: view.number, token }, notify)} />
      {before}
      <article className="sheet" aria-labelledby={titleId} style={accentStyle(view.look)}>
        <SheetHeaderText text={view.headerText} />
        <SheetLogo look={view.look} />
        <header className="head">
          <PartyBlock party={view.business} />
          <div className="title">
            <h1 id={titleId}>{`${view.title} ${view.number}`}</h1>
            {status}
          </div>
        </header>

        <div className="parties">
          <PartyBlock party={view.client} />
          <DocumentFacts facts={view.facts}>{facts}</DocumentFacts>
        </div>

        {view.intro.length > 0 && (
          <div className="texts" style={{ margin: '0 0 24px' }}>
            {view.intro.map((section) => (
              <TextSection key={section.label} title={section.label} text={section.text} />
            ))}
          </div>
        )}
        {lines ?? <LinesTable view={view} />}
        {view.totals.map((group, index) => (
          <TotalsTable key={index} group={group} />
        ))}

        <div className="texts">
          {view.sections.map((section) => (
            <TextSection key={section.label} title={section.label} text={section.text} />
          ))}
        </div>
        <SheetFooter view={view} />
      </article>
      {after}
    </main>
  );
}
