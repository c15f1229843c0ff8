import { createElement as h, type ReactElement } from 'react';
import { Image, Text, View } from '@react-pdf/renderer';
import type { ContinuationSheet, DocumentView, LabelledText, PartyView, SignatureView, TotalsGroup } from '../document-view/document-view.ts';
import { pdfStyles, type PdfStyle } from './pdf-styles.ts';

/*
 * The PDF's blocks, written with createElement rather than JSX: the gateway loads this code by
 * Node's type stripping, which runs no JSX transform. Every value is a <Text> child, plain text.
 */

/**
 * A text in the body's line height. Each text carries it rather than the page: React-PDF prints
 * nothing for a page-number text under a page with a line height, and a view with one breaks pages
 * early.
 */
export function text(content: string, style: PdfStyle | PdfStyle[] = [], key?: string | number): ReactElement {
  return h(Text, { key, style: [pdfStyles.text, ...[style].flat()] }, content);
}

export function partyBlock(party: PartyView): ReactElement {
  return h(
    View,
    { style: pdfStyles.party },
    text(party.heading, pdfStyles.label),
    text(party.name, pdfStyles.bold),
    ...party.lines.map((line, index) => text(line, [], index)),
  );
}

export function factsBlock(facts: LabelledText[]): ReactElement {
  return h(
    View,
    { style: pdfStyles.facts },
    ...facts.map((fact) => h(View, { key: fact.label }, text(fact.label, pdfStyles.label), text(fact.text))),
  );
}

export function textSection(section: LabelledText): ReactElement {
  return h(View, { key: section.label, style: pdfStyles.section, wrap: false }, text(section.label, pdfStyles.label), text(section.text));
}

export function linesTable(view: Pick<DocumentView, 'columns' | 'lines'>): ReactElement {
  const cellStyle = (column: DocumentView['columns'][number]) =>
    column.key === 'description' ? pdfStyles.description : column.numeric ? [pdfStyles.cell, pdfStyles.numeric] : pdfStyles.cell;
  return h(
    View,
    { style: pdfStyles.table },
    h(View, { style: pdfStyles.headRow, fixed: true }, ...view.columns.map((column) => text(column.label, [cellStyle(column), pdfStyles.bold].flat(), column.key))),
    ...view.lines.map((line, index) =>
      line.heading ? h(View, { key: index, style: pdfStyles.sectionRow, wrap: false, minPresenceAhead: 24 }, text(line.cells.description ?? '', pdfStyles.bold)) : h(
        View,
        { key: index, style: pdfStyles.row, wrap: false },
        ...view.columns.map((column) =>
          column.key === 'description'
            ? h(View, { key: column.key, style: pdfStyles.description }, text(line.cells.description ?? ''), line.note ? text(line.note, pdfStyles.muted) : null)
            : text(line.cells[column.key] ?? '', cellStyle(column), column.key),
        ),
      ),
    ),
  );
}

export function totalsBlock(group: TotalsGroup, index: number, accentColor: string): ReactElement {
  return h(
    View,
    { key: index, style: pdfStyles.totals, wrap: false },
    group.heading ? text(group.heading, pdfStyles.label) : null,
    ...group.rows.map((row, rowIndex) =>
      h(View, { key: rowIndex, style: row.strong ? [pdfStyles.grandTotal, { borderColor: accentColor }] : pdfStyles.totalRow }, text(row.label), text(row.value)),
    ),
    group.note ? text(group.note, pdfStyles.muted) : null,
  );
}

export function signatureBlock(signature: SignatureView): ReactElement {
  return h(
    View,
    { style: pdfStyles.signature, wrap: false },
    text(signature.heading, pdfStyles.signatureHeading),
    h(
      View,
      { style: pdfStyles.signatureMark },
      signature.image ? h(Image, { style: pdfStyles.signatureImage, src: signature.image }) : text(signature.typedName, pdfStyles.typedSignature),
    ),
    ...signature.evidence.map((row) =>
      h(
        View,
        { key: row.label, style: pdfStyles.evidenceRow },
        text(row.label, pdfStyles.evidenceLabel),
        text(row.text, row.code ? [pdfStyles.evidenceValue, pdfStyles.code] : pdfStyles.evidenceValue),
      ),
    ),
  );
}

/** A wide table on pages of its own, its heading row repeated on each, its totals last. */
export function continuationSheet(sheet: ContinuationSheet, accentColor: string): ReactElement {
  const cell = (column: ContinuationSheet['columns'][number], index: number) =>
    index === 1 ? pdfStyles.sheetDescription : column.numeric ? [pdfStyles.sheetCell, pdfStyles.numeric] : pdfStyles.sheetCell;
  const row = (cells: string[], style: PdfStyle | PdfStyle[], key: string | number, fixed = false) =>
    h(View, { key, style, wrap: false, fixed }, ...sheet.columns.map((column, index) => text(cells[index] ?? '', [cell(column, index)].flat(), index)));
  return h(
    View,
    { break: true },
    text(sheet.heading, [pdfStyles.sheetTitle, { color: accentColor }]),
    h(
      View,
      { style: [pdfStyles.table, pdfStyles.sheet] },
      row(
        sheet.columns.map((column) => column.label),
        [pdfStyles.headRow, pdfStyles.bold],
        'head',
        true,
      ),
      ...sheet.rows.map((cells, index) => row(cells, pdfStyles.row, index)),
      row(sheet.totals, [pdfStyles.row, pdfStyles.bold], 'totals'),
    ),
  );
}
