import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatMoney, type PublicEstimate } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/shell-sdk';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { DocumentFacts } from '../../shared/public-document/DocumentFacts.tsx';
import { LinesTable } from '../../shared/public-document/LinesTable.tsx';
import { PartyBlock } from '../../shared/public-document/PartyBlock.tsx';
import { SheetFooter } from '../../shared/public-document/SheetFooter.tsx';
import { SheetHeaderText } from '../../shared/public-document/SheetHeaderText.tsx';
import { accentStyle, SheetLogo } from '../../shared/public-document/SheetLogo.tsx';
import { PUBLIC_DOCUMENT_CSS } from '../../shared/public-document/public-document-styles.ts';
import { publicDocumentView } from '../../shared/public-document/public-document-view.ts';
import { TextSection } from '../../shared/public-document/TextSection.tsx';
import { TotalsTable } from '../../shared/public-document/TotalsTable.tsx';
import { SignatureConfirmation } from '../../shared/signing/SignatureConfirmation.tsx';
import { SigningFlow } from '../../shared/signing/SigningFlow.tsx';
import { ESTIMATE_WORDS } from '../../shared/signing/signing-words.ts';
import { useOptionalLineChoice } from '../use-optional-line-choice.ts';
import { EstimateNotice } from './EstimateNotice.tsx';

interface PublicEstimateDocumentProps {
  estimate: PublicEstimate;
  token: string;
  /** Answered on this page a moment ago: the confirmation (or the notice) takes the focus. */
  answeredHere: boolean;
  onAnswered: () => void;
  onReload: () => void;
}

/** The estimate as its client reads, chooses from and answers it, without any of the app around it. */
export function PublicEstimateDocument({ estimate, token, answeredHere, onAnswered, onReload }: PublicEstimateDocumentProps) {
  const choice = useOptionalLineChoice(estimate);
  // The totals follow the lines the client ticks; everything else is what the PDF prints.
  const view = publicDocumentView({ kind: 'estimate', document: { ...estimate, totals: choice.totals, depositAmount: choice.deposit } });
  const money = (minor: number) => formatMoney(minor, estimate.currency);
  const hasOptional = estimate.lines.some((line) => line.optional);
  const downloadPdf = (signed: boolean) => (
    <DownloadPdfButton
      label={signed ? 'Download signed PDF' : 'Download PDF'}
      download={(notify) => downloadDocumentPdf({ kind: 'estimate', number: estimate.number, token }, notify)}
    />
  );

  return (
    <main className="public-document">
      <title>{view.look.documentTitle}</title>
      <style>{PUBLIC_DOCUMENT_CSS}</style>
      <div className="toolbar">
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
        {downloadPdf(false)}
      </div>
      {estimate.signature !== null && (
        <SignatureConfirmation words={ESTIMATE_WORDS} number={estimate.number} signature={estimate.signature} focus={answeredHere}>
          {downloadPdf(true)}
        </SignatureConfirmation>
      )}
      <EstimateNotice estimate={estimate} focus={answeredHere} />

      <article className="sheet" aria-labelledby="estimate-title" style={accentStyle(view.look)}>
        <SheetHeaderText text={view.headerText} />
        <SheetLogo look={view.look} />
        <header className="head">
          <PartyBlock party={view.business} />
          <div className="title">
            <h1 id="estimate-title">{`${view.title} ${view.number}`}</h1>
            <DocumentStatusTag kind="estimate" status={estimate.status} />
          </div>
        </header>

        <div className="parties">
          <PartyBlock party={view.client} />
          <DocumentFacts facts={view.facts}>
            <div className="fact">
              <dt>Total</dt>
              <dd className="due">{money(choice.totals.total)}</dd>
            </div>
          </DocumentFacts>
        </div>

        {hasOptional && choice.toggle && <p className="muted">Tick the optional items you would like; the total updates as you choose.</p>}
        <LinesTable view={view} optional={{ lines: estimate.lines, chosen: choice.chosen, ...(choice.toggle && { onToggle: choice.toggle }) }} />
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

      {estimate.status === 'sent' && (
        <SigningFlow
          kind="estimate"
          token={token}
          words={ESTIMATE_WORDS}
          revision={estimate.revision}
          optionalLineIds={choice.chosenIds}
          summary={
            <>
              Total <strong>{money(choice.totals.total)}</strong>
              {estimate.deposit !== null && <span className="muted">{` · deposit ${money(choice.deposit)}`}</span>}
            </>
          }
          onReload={onReload}
          onAnswered={onAnswered}
        />
      )}
    </main>
  );
}
