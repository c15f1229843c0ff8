import { formatScaled, isDecimalText, minorDigits, parseScaled, ScheduleOverrunError, sheetAfter, type ApplicationSheets, type PublicPayApplication } from '@ledgerline/contracts';

/** What the client types per line: the work this period and the materials stored they certify. */
export type CertifyDraft = Record<string, { work: string; stored: string }>;

/** The lines certified as asked: where the client starts. */
export function draftAsAsked(application: PublicPayApplication): CertifyDraft {
  const format = (minor: number) => formatScaled(BigInt(minor), minorDigits(application.currency));
  return Object.fromEntries(application.lines.map((line) => [line.key, { work: format(line.workThisPeriod), stored: format(line.materialsStored) }]));
}

/** Between nothing and what was asked, whichever its sign. */
const within = (certified: number, asked: number) => (asked >= 0 ? certified >= 0 && certified <= asked : certified <= 0 && certified >= asked);

export type CertifyReading = {
  lines: { key: string; workThisPeriod: number; materialsStored: number }[];
  /** The sheet as certified, computed as the gateway will; null while a figure is wrong. */
  sheet: ApplicationSheets | null;
  problems: Record<string, string>;
};

/**
 * Reads what the client typed as the gateway will (amounts in the job's currency, each between
 * nothing and what was asked) and computes the sheet with the shared arithmetic from the application
 * before, so the payment due shown is the one the invoice will bill.
 */
export function readCertifyDraft(application: PublicPayApplication, draft: CertifyDraft): CertifyReading {
  const digits = minorDigits(application.currency);
  const money = (text: string) => {
    const trimmed = text.trim().replace(/,/g, '');
    if (trimmed === '') return 0;
    return isDecimalText(trimmed, digits) ? Number(parseScaled(trimmed, digits)) : null;
  };
  const problems: Record<string, string> = {};
  const lines = application.lines.map((line) => {
    const typed = draft[line.key] ?? { work: '', stored: '' };
    const work = money(typed.work);
    const stored = money(typed.stored);
    if (work === null || stored === null) problems[line.key] = 'Enter an amount, like 1250.00.';
    else if (!within(work, line.workThisPeriod)) problems[line.key] = 'Certify at most the work asked for this period.';
    else if (!within(stored, line.materialsStored)) problems[line.key] = 'Certify at most the materials asked for as stored.';
    return { key: line.key, workThisPeriod: work ?? 0, materialsStored: stored ?? 0 };
  });
  let sheet: ApplicationSheets | null = null;
  if (Object.keys(problems).length === 0) {
    try {
      sheet = sheetAfter(application.previous, application.lines, lines, application.retainage);
    } catch (error) {
      if (!(error instanceof ScheduleOverrunError)) throw error;
      problems[error.key] = 'This would pass the line’s scheduled value.';
    }
  }
  return { lines, sheet, problems };
}
