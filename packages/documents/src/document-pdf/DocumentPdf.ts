import { createElement as h, type ReactElement } from 'react';
import { Document, Image, Page, Text, View, type DocumentProps } from '@react-pdf/renderer';
import type { DocumentView } from '../document-view/document-view.ts';
import { continuationSheet, factsBlock, linesTable, partyBlock, signatureBlock, text, textSection, totalsBlock } from './pdf-blocks.ts';
import { pdfFontFamilies } from './pdf-fonts.ts';
import { pdfStyles } from './pdf-styles.ts';

/** Fixed metadata: the same document renders to the same bytes on every render (download and attachment alike). */
export const PDF_PRODUCER = 'Ledgerline';
export const PDF_CREATION_DATE = new Date('2000-01-01T00:00:00.000Z');

const ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

function verificationLine(view: DocumentView): ReactElement | null {
  if (view.verification === null) return null;
  const { code, link } = view.verification;
  return text(link === null ? `Verification code ${code}` : `Verification code ${code} · Check this document at ${link}`);
}

/** A document view as a PDF: the page, the template's look around the blocks the view lists, in its order. */
export function documentPdf(view: DocumentView): ReactElement<DocumentProps> {
  const { look } = view;
  const title = h(
    View,
    null,
    text(view.title, [pdfStyles.title, { color: look.accentColor }]),
    text(view.number, pdfStyles.bold),
  );
  return h(
    Document,
    { title: look.documentTitle, author: look.author, subject: `${view.title} ${view.number}`, creator: PDF_PRODUCER, producer: PDF_PRODUCER, creationDate: PDF_CREATION_DATE },
    h(
      Page,
      { size: look.paperSize, style: [pdfStyles.page, { fontFamily: pdfFontFamilies(look.font) }] },
      view.headerText ? text(view.headerText, pdfStyles.pageHeader) : null,
      look.logo ? h(View, { style: { alignItems: ALIGN[look.logoPosition] } }, h(Image, { style: pdfStyles.logo, src: look.logo })) : null,
      h(View, { style: pdfStyles.header }, title, h(View, { style: pdfStyles.statusColumn }, text(view.status, pdfStyles.bold), view.stamp ? text(view.stamp, pdfStyles.stamp) : null)),
      h(View, { style: pdfStyles.parties }, partyBlock(view.business), partyBlock(view.client)),
      factsBlock(view.facts),
      ...view.intro.map(textSection),
      view.columns.length > 0 ? linesTable(view) : null,
      ...view.totals.map((group, index) => totalsBlock(group, index, look.accentColor)),
      ...view.sections.map(textSection),
      view.signature ? signatureBlock(view.signature) : null,
      view.continuation ? continuationSheet(view.continuation, look.accentColor) : null,
      h(
        View,
        { style: pdfStyles.footer, fixed: true },
        view.watermark ? text(view.watermark, pdfStyles.watermark) : null,
        view.footerText ? text(view.footerText) : null,
        verificationLine(view),
      ),
      // No line height here, unlike every other text: React-PDF prints nothing for a page-number text that has one.
      h(Text, { style: pdfStyles.pageNumber, fixed: true, render: ({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}` }),
    ),
  );
}
