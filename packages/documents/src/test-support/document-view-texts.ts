import type { DocumentView } from '../document-view/document-view.ts';

/**
 * Every text a document view prints in the document's body, in order: what the PDF and the public
 * page must both show. The status (a tag on the page), the verification line (worded for each
 * output) and the look are left out.
 */
export function documentViewTexts(view: DocumentView): string[] {
  const party = (block: DocumentView['business']) => [block.heading, block.name, ...block.lines];
  return [
    view.headerText,
    view.title,
    view.number,
    ...party(view.business),
    ...party(view.client),
    ...view.facts.flatMap((fact) => [fact.label, fact.text]),
    ...view.intro.flatMap((section) => [section.label, section.text]),
    ...view.columns.map((column) => column.label),
    ...view.lines.flatMap((line) => [...Object.values(line.cells), line.note]),
    ...view.totals.flatMap((group) => [group.heading ?? '', ...group.rows.flatMap((row) => [row.label, row.value]), group.note]),
    ...view.sections.flatMap((section) => [section.label, section.text]),
    view.footerText,
    view.watermark ?? '',
  ].filter((text) => text !== '');
}

/** Text compared without its spacing or case: a PDF's extraction splits runs and the page upper-cases eyebrows by CSS only. */
export const comparable = (text: string) => text.replace(/\s+/g, '').toLowerCase();
