import { calculateDocument, type LineItem, type LineItemInput, type TaxMode } from '@ledgerline/contracts';

type SampleLine = Partial<LineItemInput> & Pick<LineItemInput, 'description' | 'quantity' | 'unitPrice'> & { id: string };

/**
 * Lines with the figures the shared calculator gives them, and the totals of the lines that count
 * (optional ones only when chosen), so a sample document is one the server could have sent.
 */
export function sampleLines(taxMode: TaxMode, lines: readonly SampleLine[], chosenOptionalIds: readonly string[] = []) {
  const full: LineItemInput[] = lines.map((line) => ({ unit: '', taxes: [], discount: null, optional: false, ...line }));
  const figures = calculateDocument({ taxMode, lines: full }).lines;
  const items: LineItem[] = full.map((line, index) => {
    const { taxes: taxAmounts, taxTotal: _taxTotal, ...rest } = figures[index]!;
    return { ...line, id: lines[index]!.id, ...rest, taxAmounts };
  });
  const counted = full.filter((line, index) => !line.optional || chosenOptionalIds.includes(lines[index]!.id));
  const { lines: _lines, ...totals } = calculateDocument({ taxMode, lines: counted });
  return { lines: items, totals };
}
