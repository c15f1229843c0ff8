import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatDate, formatMoney, type PublicChangeOrder } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/shell-sdk';
import { changeOrderEffect } from '@ledgerline/documents/view-models/change-order-effect.ts';
import { signedDays } from '@ledgerline/documents/view-models/signed-days.ts';
import { DownloadPdfButton } from '@ledgerline/documents/DownloadPdfButton.tsx';
import { downloadDocumentPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { LinesTable } from '../../shared/public-document/LinesTable.tsx';
import { PartyBlock } from '../../shared/public-document/PartyBlock.tsx';
import { PUBLIC_DOCUMENT_CSS } from '../../shared/public-document/public-document-styles.ts';
import { TextSection } from '../../shared/public-document/TextSection.tsx';
import { TotalsTable } from '../../shared/public-document/TotalsTable.tsx';
import { SignatureConfirmation } from '../../shared/signing/SignatureConfirmation.tsx';
import { SigningFlow } from '../../shared/signing/SigningFlow.tsx';
import { CHANGE_ORDER_WORDS } from '../../shared/signing/signing-words.ts';
import { ChangeOrderNotice } from './ChangeOrderNotice.tsx';
import { ContractValueTable } from './ContractValueTable.tsx';
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
  const { business, client, currency } = changeOrder;
  const effect = changeOrderEffect(changeOrder);
  const money = (minor: number) => formatMoney(minor, currency);
  const downloadPdf = (label: string) => (
    <DownloadPdfButton
      label={label}
      download={(notify) => downloadDocumentPdf({ kind: 'change_order', number: changeOrder.number, token }, notify)}
    />
  );

  return (
    <main className="public-document">
      <title>{`Change order ${changeOrder.number} from ${business.name}`}</title>
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

      <article className="sheet" aria-labelledby="change-order-title">
        <header className="head">
          <PartyBlock heading="From" name={business.name} address={business.address} email={business.email} phone={business.phone} taxId={business.taxId} />
          <div className="title">
            <h1 id="change-order-title">Change order {changeOrder.number}</h1>
            <DocumentStatusTag kind="change_order" status={changeOrder.status} />
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
            <dt>Changes estimate</dt>
            <dd>{changeOrder.estimateNumber}</dd>
            {changeOrder.requestedBy && (
              <>
                <dt>Requested by</dt>
                <dd>{changeOrder.requestedBy}</dd>
              </>
            )}
            {changeOrder.approvalDeadline !== null && (
              <>
                <dt>Approve by</dt>
                <dd>{formatDate(changeOrder.approvalDeadline)}</dd>
              </>
            )}
            <dt>Schedule</dt>
            <dd>{signedDays(changeOrder.daysDelta)}</dd>
            {effect.revisedCompletionDate !== null && (
              <>
                <dt>Revised completion</dt>
                <dd>{formatDate(effect.revisedCompletionDate)}</dd>
              </>
            )}
            <dt>Cost of this change</dt>
            <dd className="due">{money(changeOrder.costDelta)}</dd>
          </dl>
        </div>

        <div className="texts" style={{ margin: '0 0 24px' }}>
          <section aria-label="Reason">
            <h2 className="eyebrow">Reason</h2>
            <p className="reason">{changeOrder.reason}</p>
          </section>
          <TextSection title="Description" text={changeOrder.description} />
        </div>

        <LinesTable lines={changeOrder.lines} currency={currency} />
        <TotalsTable totals={changeOrder.totals} currency={currency} taxMode={changeOrder.taxMode} totalLabel="Cost of this change" />
        <ContractValueTable changeOrder={changeOrder} />

        <div className="texts">
          <TextSection title="Notes" text={changeOrder.notes} />
          <TextSection title="Terms" text={changeOrder.terms} />
        </div>
      </article>

      {changeOrder.status === 'sent' && changeOrder.deadlinePassed && changeOrder.approvalDeadline && (
        <DeadlinePassedNotice deadline={changeOrder.approvalDeadline} businessName={business.name} />
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
              Cost <strong>{money(changeOrder.costDelta)}</strong>
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
