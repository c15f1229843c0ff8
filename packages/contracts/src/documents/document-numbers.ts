/**
 * Numbers derived from an estimate's number. A revision keeps the number and adds "-R2", "-R3", so
 * the client sees one estimate that changed; a change order adds "-CO-01", "-CO-02", counted per
 * estimate, so it reads as part of the job it changes. No zod: screens and the server both use these.
 */

/** "EST-0007" in revision 1 → "EST-0007"; in revision 2 → "EST-0007-R2". */
export function revisionNumber(baseNumber: string, revision: number): string {
  return revision >= 2 ? `${baseNumber}-R${revision}` : baseNumber;
}

/** The estimate's base number and the change order's place among the estimate's: "EST-0007-CO-01". */
export function changeOrderNumber(estimateBaseNumber: string, sequence: number): string {
  return `${estimateBaseNumber}-CO-${String(sequence).padStart(2, '0')}`;
}
