import {
  formatScaled,
  minorDigits,
  progressPercentSchema,
  ScheduleOverrunError,
  sheetAfter,
  toDateOf,
  workForPercentComplete,
  type ApplicationSheets,
  type JobProgress,
  type PayApplicationBody,
  type PayApplicationInputDraft,
  type ScheduleLineBody,
} from '@ledgerline/contracts';
import { parseMoneyText } from '@ledgerline/document-editor';

/** How the work of the period is typed: the amount done this period, or the percent complete it brings each line to. */
export type WorkMode = 'amount' | 'percent';

/** What the contractor types for one line: the work (amount or percent, by mode) and the materials stored. */
export type LineDraft = { work: string; stored: string };

export type PayApplicationDraft = { periodTo: string | null; mode: WorkMode; lines: Record<string, LineDraft> };

/** A draft to start from: empty for a new application, the saved figures for a draft being changed. */
export function draftOf(progress: JobProgress, application: PayApplicationBody | null): PayApplicationDraft {
  const format = (minor: number) => formatScaled(BigInt(minor), minorDigits(progress.currency));
  const lines: Record<string, LineDraft> = {};
  for (const line of application?.lines ?? []) {
    lines[line.key] = { work: line.workThisPeriod === 0 ? '' : format(line.workThisPeriod), stored: line.materialsStored === 0 ? '' : format(line.materialsStored) };
  }
  return { periodTo: application?.periodTo ?? null, mode: 'amount', lines };
}

/** The draft read: the request to save, the sheet it would make, and what is wrong with it, by line key or 'periodTo'. */
export type DraftReading = { input: PayApplicationInputDraft | null; sheet: ApplicationSheets | null; problems: Record<string, string> };

/** The applications before `sequence` (null: all of them), as the sheets are computed from. */
const earlierOf = (progress: JobProgress, sequence: number | null) => progress.applications.filter((application) => sequence === null || application.sequence < sequence);

/**
 * Reads the draft the way the gateway will: amounts in the job's currency, percents to 2 decimals,
 * the work of a percent made from what the earlier applications completed; then computes the sheet
 * with the shared arithmetic, so the figures shown are the ones the invoice will bill.
 */
export function readDraft(progress: JobProgress, sequence: number | null, draft: PayApplicationDraft): DraftReading {
  const problems: Record<string, string> = {};
  const earlier = earlierOf(progress, sequence);
  const previous = earlier.at(-1)?.lines ?? [];
  const workBefore = new Map(previous.map((line) => [line.key, line.previousWork + line.workThisPeriod]));
  const money = (text: string, key: string) => {
    if (text.trim() === '') return 0;
    const parsed = parseMoneyText(text, progress.currency);
    if (!parsed.ok) problems[key] = parsed.message;
    return parsed.ok ? parsed.minor : 0;
  };
  const entries = progress.schedule.map((line: ScheduleLineBody) => {
    const typed = draft.lines[line.key] ?? { work: '', stored: '' };
    const materialsStored = money(typed.stored, line.key);
    if (materialsStored < 0) problems[line.key] = 'Stored materials cannot be below zero.';
    if (draft.mode === 'amount' || typed.work.trim() === '') return { key: line.key, workThisPeriod: draft.mode === 'amount' ? money(typed.work, line.key) : 0, materialsStored };
    const percent = progressPercentSchema.safeParse(typed.work.trim());
    if (!percent.success) {
      problems[line.key] = percent.error.issues[0]?.message ?? 'Use a percentage.';
      return { key: line.key, workThisPeriod: 0, materialsStored };
    }
    return { key: line.key, workThisPeriod: workForPercentComplete(line.scheduledValue, percent.data, workBefore.get(line.key) ?? 0, materialsStored), materialsStored };
  });
  const lastPeriod = earlier.at(-1)?.periodTo;
  if (draft.periodTo === null) problems['periodTo'] = 'Choose the last day of the period.';
  else if (lastPeriod && draft.periodTo <= lastPeriod) problems['periodTo'] = `The period must end after ${lastPeriod}, the end of the one before.`;
  const before = earlier.at(-1);
  let sheet: ApplicationSheets | null = null;
  try {
    sheet = sheetAfter(before ? toDateOf(before.lines) : [], progress.schedule, entries, progress.retainage);
  } catch (error) {
    if (!(error instanceof ScheduleOverrunError)) throw error;
    problems[error.key] = 'This would pass the line’s scheduled value.';
  }
  const lines = entries.filter((entry) => entry.workThisPeriod !== 0 || entry.materialsStored !== 0);
  return { input: Object.keys(problems).length === 0 && draft.periodTo !== null ? { periodTo: draft.periodTo, lines } : null, sheet, problems };
}
