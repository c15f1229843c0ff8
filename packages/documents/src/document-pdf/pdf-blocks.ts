import { createElement as h, type ReactElement } from 'react';
import { Image, Text, View } from '@react-pdf/renderer';
import type { DocumentView, LabelledText, PartyView, SignatureView, TotalsGroup } from '../document-view/document-view.ts';
import { pdfStyles } from './pdf-styles.ts';

/*
 * The PDF's blocks, written with createElement rather than JSX: the gateway loads this code by
 * Node's type stripping, which runs no JSX transform. Every value is a <Text> child, plain text.
 */

export function partyBlock(party: PartyView): ReactElement {
  return h(
    View,
    { style: pdfStyles.party },
    h(Text, { style: pdfStyles.label }, party.heading),
    h(Text, { style: pdfStyles.bold }, party.name),
    ...party.lines.map((line, index) => h(Text, { key: index }, line)),
  );
}

export function factsBlock(facts: LabelledText[]): ReactElement {
  return h(
    View,
    { style: pdfStyles.facts },
    ...facts.map((fact) => h(View, { key: fact.label }, h(Text, { style: pdfStyles.label }, fact.label), h(Text, null, fact.text))),
  );
}

export function textSection(section: LabelledText): ReactElement {
  return h(View, { key: section.label, style: pdfStyles.section, wrap: false }, h(Text, { style: pdfStyles.label }, section.label), h(Text, null, section.text));
}

export function linesTable(view: Pick<DocumentView, 'columns' | 'lines'>): ReactElement {
  const cellStyle = (column: DocumentView['columns'][number]) =>
    column.key === 'description' ? pdfStyles.description : column.numeric ? [pdfStyles.cell, pdfStyles.numeric] : pdfStyles.cell;
  return h(
    View,
    { style: pdfStyles.table },
    h(View, { style: pdfStyles.headRow, fixed: true }, ...view.columns.map((column) => h(Text, { key: column.key, style: [cellStyle(column), pdfStyles.bold].flat() }, column.label))),
    ...view.lines.map((line, index) =>
      h(
        View,
        { key: index, style: pdfStyles.row, wrap: false },
        ...view.columns.map((column) =>
          column.key === 'description'
            ? h(View, { key: column.key, style: pdfStyles.description }, h(Text, null, line.cells.description), line.note ? h(Text, { style: pdfStyles.muted }, line.note) : null)
            : h(Text, { key: column.key, style: cellStyle(column) }, line.cells[column.key] ?? ''),
        ),
      ),
    ),
  );
}

export function totalsBlock(group: TotalsGroup, index: number, accentColor: string): ReactElement {
  return h(
    View,
    { key: index, style: pdfStyles.totals, wrap: false },
    group.heading ? h(Text, { style: pdfStyles.label }, group.heading) : null,
    ...group.rows.map((row) =>
      h(View, { key: row.label, style: row.strong ? [pdfStyles.grandTotal, { borderColor: accentColor }] : pdfStyles.totalRow }, h(Text, null, row.label), h(Text, null, row.value)),
    ),
    group.note ? h(Text, { style: pdfStyles.muted }, group.note) : null,
  );
}

export function signatureBlock(signature: SignatureView): ReactElement {
  return h(
    View,
    { style: pdfStyles.signature, wrap: false },
    h(Text, { style: pdfStyles.signatureHeading }, signature.heading),
    h(
      View,
      { style: pdfStyles.signatureMark },
      signature.image ? h(Image, { style: pdfStyles.signatureImage, src: signature.image }) : h(Text, { style: pdfStyles.typedSignature }, signature.typedName),
    ),
    ...signature.evidence.map((row) =>
      h(
        View,
        { key: row.label, style: pdfStyles.evidenceRow },
        h(Text, { style: pdfStyles.evidenceLabel }, row.label),
        h(Text, { style: row.code ? [pdfStyles.evidenceValue, pdfStyles.code] : pdfStyles.evidenceValue }, row.text),
      ),
    ),
  );
}
