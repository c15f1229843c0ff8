import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatMoney, type PublicChangeOrder } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/shell-sdk';
import { signedDays } from '@ledgerline/documents/view-models/signed-days.ts';
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
    <main className="public-document">
      <title>{view.look.documentTitle}</title>
      <style>{PUBLIC_DOCUMENT_CSS}</style>
      <div className="toolbar">
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
        {downloadPdf('Download PDF')}
      </div>
      {changeOrder.signature !== null && (
        <SignatureConfirmation words={CHANGE_ORDER_WORDS} number={changeOrder.number} signature={changeOrder.signature} focus={answeredHere}>
          {downloadPdf('Download signed PDF')}
        </SignatureConfirmation>
      )}
      <ChangeOrderNotice changeOrder={changeOrder} focus={answeredHere} />

      <article className="sheet" aria-labelledby="change-order-title" style={accentStyle(view.look)}>
        <SheetHeaderText text={view.headerText} />
        <SheetLogo look={view.look} />
        <header className="head">
          <PartyBlock party={view.business} />
          <div className="title">
            <h1 id="change-order-title">{`${view.title} ${view.number}`}</h1>
            <DocumentStatusTag kind="change_order" status={changeOrder.status} />
          </div>
        </header>

        <div className="parties">
          <PartyBlock party={view.client} />
          <DocumentFacts facts={view.facts}>
            <div className="fact">
              <dt>Cost of this change</dt>
              <dd className="due">{cost}</dd>
            </div>
          </DocumentFacts>
        </div>

        <div className="texts" style={{ margin: '0 0 24px' }}>
          {view.intro.map((section) => (
            <TextSection key={section.label} title={section.label} text={section.text} />
          ))}
        </div>

        <LinesTable view={view} />
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
    </main>
  );
}
