import { formatMoney, type PublicChangeOrder } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { signedDays } from '@ledgerline/documents/view-models/signed-days.ts';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { publicDocumentView } from '../../shared/public-document/public-document-view.ts';
import { PublicDocumentSheet } from '../../shared/public-document/PublicDocumentSheet.tsx';
import { SignatureConfirmation } from '../../shared/signing/SignatureConfirmation.tsx';
import { SigningFlow } from '../../shared/signing/SigningFlow.tsx';
import { CHANGE_ORDER_WORDS } from '../../shared/signing/signing-words.ts';
import { ChangeOrderNotice } from './ChangeOrderNotice.tsx';
import { DeadlinePassedNotice } from './DeadlinePassedNotice.tsx';

interface PublicChangeOrderDocumentProps {
  changeOrder: PublicChangeOrder;
  token: string;
  /** Answered on this page a moment ago: the confirmation (or the notice) takes the focus. */
  answeredHere: boolean;
  onAnswered: () => void;
  onReload: () => void;
}

/** The change order as its client reads and answers it: what changes, what it costs, and what it does to the job. */
export function PublicChangeOrderDocument({ changeOrder, token, answeredHere, onAnswered, onReload }: PublicChangeOrderDocumentProps) {
  const view = publicDocumentView({ kind: 'change_order', document: changeOrder });
  const cost = formatMoney(changeOrder.costDelta, changeOrder.currency);
  const downloadPdf = (label: string) => (
    <DownloadPdfButton
      label={label}
      download={(notify) => downloadDocumentPdf({ kind: 'change_order', number: changeOrder.number, token }, notify)}
    />
  );

  return (
    <PublicDocumentSheet
      kind="change_order"
      view={view}
      token={token}
      status={<DocumentStatusTag kind="change_order" status={changeOrder.status} />}
      before={
        <>
          {changeOrder.signature !== null && (
            <SignatureConfirmation words={CHANGE_ORDER_WORDS} number={changeOrder.number} signature={changeOrder.signature} focus={answeredHere}>
              {downloadPdf('Download signed PDF')}
            </SignatureConfirmation>
          )}
          <ChangeOrderNotice changeOrder={changeOrder} focus={answeredHere} />
        </>
      }
      facts={
        <div className="fact">
          <dt>Cost of this change</dt>
          <dd className="due">{cost}</dd>
        </div>
      }
      after={
        <>
          {changeOrder.status === 'sent' && changeOrder.deadlinePassed && changeOrder.approvalDeadline && (
            <DeadlinePassedNotice deadline={changeOrder.approvalDeadline} businessName={changeOrder.business.name} />
          )}
          {changeOrder.status === 'sent' && !changeOrder.deadlinePassed && (
            <SigningFlow
              kind="change_order"
              token={token}
              words={CHANGE_ORDER_WORDS}
              revision={changeOrder.revision}
              optionalLineIds={[]}
              summary={
                <>
                  Cost <strong>{cost}</strong>
                  <span className="muted">{` · ${signedDays(changeOrder.daysDelta)}`}</span>
                </>
              }
              onReload={onReload}
              onAnswered={onAnswered}
            />
          )}
        </>
      }
    />
  );
}
