import { formatMoney, type LineItem, type TemplateShow } from '@ledgerline/contracts';
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
