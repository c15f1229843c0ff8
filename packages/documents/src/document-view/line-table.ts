import { formatMoney, sectionStarts, type DiscountInput, type LineItem, type LineLayout, type TemplateShow } from '@ledgerline/contracts';
import type { LineColumn, LineColumnKey, LineView } from './document-view.ts';
import type { Labels } from './template-labels.ts';

type PrintedLine = Pick<LineItem, 'description' | 'quantity' | 'unitPrice' | 'unit' | 'taxes' | 'discount' | 'amount'>;

/** The lines table's columns in print order; the template hides quantity, unit, discount and tax. */
export function lineColumns(show: TemplateShow, label: Labels): LineColumn[] {
  const columns: [LineColumnKey, string, boolean, boolean][] = [
    ['description', label('description'), false, true],
    ['quantity', label('quantity'), true, show.quantity],
    ['unit', label('unit'), false, show.unit],
    ['unitPrice', label('unitPrice'), true, true],
    ['discount', 'Discount', true, show.discount],
    ['tax', label('tax'), true, show.taxPerLine],
    ['amount', label('amount'), true, true],
  ];
  return columns.filter(([, , , shown]) => shown).map(([key, text, numeric]) => ({ key, label: text, numeric }));
}

/** One line as the table prints it: only the shown columns, each value formatted once, here. */
export function lineView(line: PrintedLine, columns: LineColumn[], currency: string, locale: string | undefined, note = ''): LineView {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const all: Record<LineColumnKey, string> = {
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: money(line.unitPrice),
    discount: !line.discount ? '' : line.discount.type === 'percent' ? `${line.discount.value}%` : money(line.discount.value),
    tax: line.taxes.map((tax) => `${tax.name} ${tax.rate}%`).join(', '),
    amount: money(line.amount),
  };
  return { cells: Object.fromEntries(columns.map(({ key }) => [key, all[key]])), note };
}

/** What a document lays out of its lines: the lines, their layout, and its discount. */
interface LaidOutDocument {
  lines: PrintedLine[];
  layout: LineLayout;
  discount: DiscountInput | null;
  totals: { discount: number };
  currency: string;
}

/** Whether the document prints its discount among the lines it takes (only some of them) rather than in the totals. */
export const discountAmongLines = (document: Pick<LaidOutDocument, 'layout' | 'totals'>) => document.layout.discountLines !== null && document.totals.discount !== 0;

/**
 * The rows of a document's lines as its layout prints them: a heading where a section starts, and a
 * discount that takes only some lines as one row after the last of them ("Discount (5%)"), as the
 * signed estimate printed it.
 */
export function laidOutLines(document: LaidOutDocument, columns: LineColumn[], locale: string | undefined): LineView[] {
  const starts = sectionStarts(document.layout);
  const cells = (description: string, amount = '') =>
    Object.fromEntries(columns.map(({ key }) => [key, key === 'description' ? description : key === 'amount' ? amount : '']));
  const discountRow: LineView = {
    cells: cells(
      document.discount?.type === 'percent' ? `Discount (${document.discount.value}%)` : 'Discount',
      `-${formatMoney(document.totals.discount, document.currency, locale)}`,
    ),
    note: '',
  };
  const rows: LineView[] = [];
  const discountAfter = discountAmongLines(document) ? (document.layout.discountLines ?? 0) - 1 : null;
  document.lines.forEach((line, index) => {
    const heading = starts.get(index);
    if (heading !== undefined) rows.push({ cells: cells(heading), note: '', heading: true });
    rows.push(lineView(line, columns, document.currency, locale));
    if (index === discountAfter) rows.push(discountRow);
  });
  return rows;
}
