import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatDate, formatMoney, type PublicEstimate } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/shell-sdk';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { addressLines } from '../../shared/public-document/document-format.ts';
import { LinesTable } from '../../shared/public-document/LinesTable.tsx';
import { PartyBlock } from '../../shared/public-document/PartyBlock.tsx';
import { PUBLIC_DOCUMENT_CSS } from '../../shared/public-document/public-document-styles.ts';
import { TextSection } from '../../shared/public-document/TextSection.tsx';
import { TotalsRow, TotalsTable } from '../../shared/public-document/TotalsTable.tsx';
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
  const { business, client } = estimate;
  const choice = useOptionalLineChoice(estimate);
  const money = (minor: number) => formatMoney(minor, estimate.currency);
  const hasOptional = estimate.lines.some((line) => line.optional);
  const depositLabel = estimate.deposit?.type === 'percent' ? `Deposit requested (${estimate.deposit.value}%)` : 'Deposit requested';
  const downloadPdf = (signed: boolean) => (
    <DownloadPdfButton
      label={signed ? 'Download signed PDF' : 'Download PDF'}
      download={(notify) => downloadDocumentPdf({ kind: 'estimate', number: estimate.number, token }, notify)}
    />
  );

  return (
    <main className="public-document">
      <title>{`Estimate ${estimate.number} from ${business.name}`}</title>
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

      <article className="sheet" aria-labelledby="estimate-title">
        <header className="head">
          <PartyBlock heading="From" name={business.name} address={business.address} email={business.email} phone={business.phone} taxId={business.taxId} />
          <div className="title">
            <h1 id="estimate-title">Estimate {estimate.number}</h1>
            <DocumentStatusTag kind="estimate" status={estimate.status} />
          </div>
        </header>

        <div className="parties">
          <PartyBlock
            heading="Prepared for"
            name={client.name}
            company={client.company}
            address={client.billingAddress}
            email={client.email}
            taxId={client.taxId}
          />
          <dl className="facts">
            <dt>Issue date</dt>
            <dd>{formatDate(estimate.issueDate)}</dd>
            <dt>Valid until</dt>
            <dd>{formatDate(estimate.validUntil)}</dd>
            {estimate.completionDate !== null && (
              <>
                <dt>Completion</dt>
                <dd>{formatDate(estimate.completionDate)}</dd>
              </>
            )}
            <dt>Total</dt>
            <dd className="due">{money(choice.totals.total)}</dd>
          </dl>
        </div>

        {hasOptional && choice.toggle && <p className="muted">Tick the optional items you would like; the total updates as you choose.</p>}
        <LinesTable lines={estimate.lines} currency={estimate.currency} optional={{ chosen: choice.chosen, ...(choice.toggle && { onToggle: choice.toggle }) }} />
        <TotalsTable totals={choice.totals} currency={estimate.currency} taxMode={estimate.taxMode}>
          {estimate.deposit !== null && <TotalsRow label={depositLabel} value={money(choice.deposit)} />}
        </TotalsTable>

        <div className="texts">
          {estimate.siteAddress !== null && <TextSection title="Site address" text={addressLines(estimate.siteAddress).join('\n')} />}
          <TextSection title="Notes" text={estimate.notes} />
          <TextSection title="Terms" text={estimate.terms} />
        </div>
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
