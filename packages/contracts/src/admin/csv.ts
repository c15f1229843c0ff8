/** A cell of an exported table: numbers are written as they are, text is quoted and guarded. */
export type CsvCell = string | number | null;

/**
 * Text a spreadsheet would read as a formula (or as a prefix that starts one) when it is the first
 * character of a cell: = + - @, a tab, a carriage return or NUL. ASVS 1.2.10 / OWASP CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r\0]/;

function textCell(text: string): string {
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) || guarded !== text ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return textCell(value);
}

/**
 * The one CSV writer of the app (RFC 4180, CRLF line ends): a header row and the rows under it.
 * Every text cell that could start a formula is prefixed with ', so a spreadsheet shows it as text.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
