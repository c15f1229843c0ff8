import { Document, Page, Text, View } from '@react-pdf/renderer';
import { formatDate, statusLabel, type PublicChangeOrder } from '@ledgerline/contracts';
import { pdfMoney } from '../pdf-parts/pdf-format.ts';
import { PdfFacts } from '../pdf-parts/PdfFacts.tsx';
import { PdfHeader } from '../pdf-parts/PdfHeader.tsx';
import { PdfLines } from '../pdf-parts/PdfLines.tsx';
import { PdfParty } from '../pdf-parts/PdfParty.tsx';
import { PdfSignature, type PdfSignatureEvidence } from '../pdf-parts/PdfSignature.tsx';
import { PdfTextSection } from '../pdf-parts/PdfTextSection.tsx';
import { PdfTotalRow, PdfTotals } from '../pdf-parts/PdfTotals.tsx';
import { pdfStyles } from '../pdf-parts/pdf-styles.ts';
import { changeOrderEffect } from '../view-models/change-order-effect.ts';
import { signedDays } from '../view-models/signed-days.ts';

interface ChangeOrderPdfProps {
  changeOrder: PublicChangeOrder;
  /** The owner's copy passes the full signature evidence (with the signer's IP address). */
  signature?: PdfSignatureEvidence | null;
  locale?: string;
}

/** The change order as a PDF: what changes, what it costs, and what it does to the job's contract value and date. */
export function ChangeOrderPdf({ changeOrder, signature = changeOrder.signature, locale }: ChangeOrderPdfProps) {
  const money = (minor: number) => pdfMoney(minor, changeOrder.currency, locale);
  const effect = changeOrderEffect(changeOrder);
  const date = (isoDate: string | null) => (isoDate === null ? null : formatDate(isoDate, locale));
  return (
    <Document title={`Change order ${changeOrder.number}`} author={changeOrder.business.name} subject={`Change order ${changeOrder.number}`}>
      <Page size="A4" style={pdfStyles.page}>
        <PdfHeader title="Change order" number={changeOrder.number} status={statusLabel('change_order', changeOrder.status)} />
        <View style={pdfStyles.parties}>
          <PdfParty label="From" {...changeOrder.business} />
          <PdfParty label="Prepared for" {...changeOrder.client} address={changeOrder.client.billingAddress} />
        </View>
        <PdfFacts
          facts={[
            ['Changes estimate', changeOrder.estimateNumber],
            ['Requested by', changeOrder.requestedBy || null],
            ['Approve by', date(changeOrder.approvalDeadline)],
            ['Schedule', signedDays(changeOrder.daysDelta)],
            ['Revised completion', date(effect.revisedCompletionDate)],
          ]}
        />
        <PdfTextSection label="Reason" text={changeOrder.reason} />
        <PdfTextSection label="Description" text={changeOrder.description} />
        <PdfLines lines={changeOrder.lines} currency={changeOrder.currency} locale={locale} />
        <PdfTotals
          totals={changeOrder.totals}
          currency={changeOrder.currency}
          taxMode={changeOrder.taxMode}
          locale={locale}
          totalLabel="Cost of this change"
        />
        <View style={pdfStyles.totals} wrap={false}>
          <Text style={pdfStyles.label}>Contract value</Text>
          <PdfTotalRow label="Original contract value" value={money(effect.originalValue)} />
          <PdfTotalRow label="Approved changes" value={money(effect.otherApprovedChanges)} />
          <PdfTotalRow label={effect.labels.thisChange} value={money(effect.thisChange)} />
          <PdfTotalRow label={effect.labels.newContractValue} value={money(effect.newContractValue)} strong />
        </View>
        {changeOrder.closingReason !== null && <PdfTextSection label={changeOrder.status === 'void' ? 'Why it was voided' : 'Why it was declined'} text={changeOrder.closingReason} />}
        <PdfTextSection label="Notes" text={changeOrder.notes} />
        <PdfTextSection label="Terms" text={changeOrder.terms} />
        {signature != null && <PdfSignature heading="Approved and signed electronically" signature={signature} />}
      </Page>
    </Document>
  );
}
