import { Document, Page, View } from '@react-pdf/renderer';
import { formatDate, statusLabel, type PublicEstimate } from '@ledgerline/contracts';
import { pdfAddressLines, pdfMoney } from '../pdf-parts/pdf-format.ts';
import { PdfFacts } from '../pdf-parts/PdfFacts.tsx';
import { PdfHeader } from '../pdf-parts/PdfHeader.tsx';
import { PdfLines } from '../pdf-parts/PdfLines.tsx';
import { PdfParty } from '../pdf-parts/PdfParty.tsx';
import { PdfSignature, type PdfSignatureEvidence } from '../pdf-parts/PdfSignature.tsx';
import { PdfTextSection } from '../pdf-parts/PdfTextSection.tsx';
import { PdfTotalRow, PdfTotals } from '../pdf-parts/PdfTotals.tsx';
import { pdfStyles } from '../pdf-parts/pdf-styles.ts';
import { estimatePdfLines } from './estimate-pdf-lines.ts';

interface EstimatePdfProps {
  estimate: PublicEstimate;
  /** The owner's copy passes the full signature evidence (with the signer's IP address). */
  signature?: PdfSignatureEvidence | null;
  locale?: string;
}

/**
 * The estimate as a PDF, from the same PublicEstimate the client reads through the secret link. Once
 * accepted it is the signed document: the accepted revision's lines and totals with the signature block.
 */
export function EstimatePdf({ estimate, signature = estimate.signature, locale }: EstimatePdfProps) {
  const money = (minor: number) => pdfMoney(minor, estimate.currency, locale);
  const depositLabel = estimate.deposit?.type === 'percent' ? `Deposit requested (${estimate.deposit.value}%)` : 'Deposit requested';
  return (
    <Document title={`Estimate ${estimate.number}`} author={estimate.business.name} subject={`Estimate ${estimate.number}`}>
      <Page size="A4" style={pdfStyles.page}>
        <PdfHeader title="Estimate" number={estimate.number} status={statusLabel('estimate', estimate.status)} />
        <View style={pdfStyles.parties}>
          <PdfParty label="From" {...estimate.business} />
          <PdfParty label="Prepared for" {...estimate.client} address={estimate.client.billingAddress} />
        </View>
        <PdfFacts
          facts={[
            ['Issue date', formatDate(estimate.issueDate, locale)],
            ['Valid until', formatDate(estimate.validUntil, locale)],
            ['Completion', estimate.completionDate === null ? null : formatDate(estimate.completionDate, locale)],
            ['Currency', estimate.currency],
          ]}
        />
        <PdfLines lines={estimatePdfLines(estimate)} currency={estimate.currency} locale={locale} />
        <PdfTotals totals={estimate.totals} currency={estimate.currency} taxMode={estimate.taxMode} locale={locale}>
          {estimate.deposit !== null && <PdfTotalRow label={depositLabel} value={money(estimate.depositAmount)} />}
        </PdfTotals>
        {estimate.siteAddress !== null && <PdfTextSection label="Site address" text={pdfAddressLines(estimate.siteAddress).join('\n')} />}
        <PdfTextSection label="Notes" text={estimate.notes} />
        <PdfTextSection label="Terms" text={estimate.terms} />
        {signature != null && <PdfSignature heading="Accepted and signed electronically" signature={signature} />}
      </Page>
    </Document>
  );
}
