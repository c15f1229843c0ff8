import type { PublicEstimate } from '@ledgerline/contracts';
import type { PdfLine } from '../pdf-parts/PdfLines.tsx';

/**
 * The estimate's lines with what an optional line's total depends on: before acceptance none is in
 * the total; once signed, the ones the client chose are, and the PDF says which.
 */
export function estimatePdfLines(estimate: PublicEstimate): PdfLine[] {
  const chosen = new Set(estimate.chosenOptionalLineIds);
  return estimate.lines.map((line) => {
    if (!line.optional) return line;
    if (estimate.signature === null) return { ...line, note: 'Optional, not in the total' };
    return { ...line, note: chosen.has(line.id) ? 'Optional, chosen' : 'Optional, not chosen' };
  });
}
