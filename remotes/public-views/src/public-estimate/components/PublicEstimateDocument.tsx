import { formatMoney, type PublicEstimate } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { LinesTable } from '../../shared/public-document/LinesTable.tsx';
import { publicDocumentView } from '../../shared/public-document/public-document-view.ts';
import { PublicDocumentSheet } from '../../shared/public-document/PublicDocumentSheet.tsx';
import { SignatureConfirmation } from '../../shared/signing/SignatureConfirmation.tsx';
import { SigningFlow } from '../../shared/signing/SigningFlow.tsx';
import { ESTIMATE_WORDS } from '../../shared/signing/signing-words.ts';
import { useOptionalLineChoice } from '../use-optional-line-choice.ts';
import { DepositPaymentPanel } from './DepositPaymentPanel.tsx';
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
    <PublicDocumentSheet
      kind="estimate"
      view={view}
      token={token}
      status={<DocumentStatusTag kind="estimate" status={estimate.status} />}
      before={
        <>
          {estimate.signature !== null && (
            <SignatureConfirmation words={ESTIMATE_WORDS} number={estimate.number} signature={estimate.signature} focus={answeredHere}>
              {downloadPdf(true)}
            </SignatureConfirmation>
          )}
          {estimate.depositPayment && <DepositPaymentPanel token={token} currency={estimate.currency} offer={estimate.depositPayment} onPaid={onReload} />}
          <EstimateNotice estimate={estimate} focus={answeredHere} />
        </>
      }
      facts={
        <div className="fact">
          <dt>Total</dt>
          <dd className="due">{money(choice.totals.total)}</dd>
        </div>
      }
      lines={
        <>
          {hasOptional && choice.toggle && <p className="muted">Tick the optional items you would like; the total updates as you choose.</p>}
          <LinesTable view={view} optional={{ lines: estimate.lines, chosen: choice.chosen, ...(choice.toggle && { onToggle: choice.toggle }) }} />
        </>
      }
      after={
        estimate.status === 'sent' && (
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
        )
      }
    />
  );
}
