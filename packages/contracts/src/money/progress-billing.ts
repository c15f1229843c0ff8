import { allocateProportionally } from './allocate.ts';
import { parseScaled } from './decimal.ts';
import { divideRoundHalfUp } from './rounding.ts';

/**
 * Progress billing in the manner of a schedule of values and its pay applications (the summary and
 * continuation sheet contractors know from AIA G702/G703). Amounts are integer minor units; nothing
 * about an earlier application is stored but what was entered on it: "previous" is always the sum of
 * the applications before, so no later change can rewrite it.
 */

/** Percentages of retainage and of completion: decimal text with at most 2 places ("10", "7.5"). */
export const PROGRESS_PERCENT_SCALE = 2;
const HUNDRED_PERCENT = 100n * 10n ** BigInt(PROGRESS_PERCENT_SCALE);

/** One line of the schedule of values: an accepted estimate's line or an approved change order's line, worth its amount after discounts. */
export interface ScheduleLine {
  key: string;
  scheduledValue: number;
}

/**
 * What is kept back from each application until the work is accepted: a rate on work completed and
 * one on materials stored on site; from `stepAtPercent` of the contract completed, work beyond that
 * point is retained at `stepRate` (10 % until 50 %, then 5 %).
 */
export interface RetainageRule {
  workRate: string;
  storedRate: string;
  stepAtPercent: string | null;
  stepRate: string | null;
}

/** What one application records of a line: the work completed this period, and the materials presently stored on site (not yet installed). */
export interface ApplicationEntry {
  key: string;
  workThisPeriod: number;
  materialsStored: number;
}

/** A line of the continuation sheet. */
export interface ContinuationLine {
  key: string;
  scheduledValue: number;
  /** Work completed on the applications before this one. */
  previousWork: number;
  workThisPeriod: number;
  materialsStored: number;
  /** Completed and stored to date: previous work + this period + stored. */
  completedToDate: number;
  /** Completed to date over the scheduled value, in hundredths of a percent (7000 is 70 %). */
  percentComplete: number;
  balanceToFinish: number;
  /** This line's part of the retainage held to date. */
  retainage: number;
  /** What the line earns on this application: its completed to date less the same on the application before. */
  earnedThisPeriod: number;
}

/** The summary sheet of one application, every figure to date unless named otherwise. */
export interface ApplicationSummary {
  contractToDate: number;
  completedToDate: number;
  workToDate: number;
  storedToDate: number;
  retainageOnWork: number;
  retainageOnStored: number;
  retainageToDate: number;
  /** Completed to date less retainage. */
  earnedLessRetainage: number;
  /** What the applications before certified: their earned less retainage. */
  previousCertificates: number;
  earnedThisPeriod: number;
  retainageThisPeriod: number;
  /** This application's invoice before tax: earned this period less the retainage it adds. */
  paymentDue: number;
  /** Left to bill, retainage included: contract to date less earned less retainage. */
  balanceToFinish: number;
}

export interface ApplicationSheets {
  summary: ApplicationSummary;
  lines: ContinuationLine[];
}

/** Why an application cannot be: a line would go past its scheduled value, or below nothing. */
export class ScheduleOverrunError extends Error {
  readonly key: string;
  readonly completedToDate: number;
  readonly scheduledValue: number;

  constructor(key: string, completedToDate: number, scheduledValue: number) {
    super(`Line ${key} would come to ${completedToDate} of its scheduled ${scheduledValue}.`);
    this.key = key;
    this.completedToDate = completedToDate;
    this.scheduledValue = scheduledValue;
  }
}

const percentOf = (amount: bigint, percentText: string) => divideRoundHalfUp(amount * parseScaled(percentText, PROGRESS_PERCENT_SCALE), HUNDRED_PERCENT);

/** Retainage on the work completed to date: at the work rate up to the step, at the step rate beyond it. */
function retainageOnWork(rule: RetainageRule, workToDate: number, contract: number): number {
  const work = BigInt(workToDate);
  if (rule.stepAtPercent === null || rule.stepRate === null || contract <= 0) return Number(percentOf(work, rule.workRate));
  const step = divideRoundHalfUp(BigInt(contract) * parseScaled(rule.stepAtPercent, PROGRESS_PERCENT_SCALE), HUNDRED_PERCENT);
  const before = work < step ? work : step;
  const beyond = work > step ? work - step : 0n;
  return Number(percentOf(before, rule.workRate) + percentOf(beyond, rule.stepRate));
}

/** The work this period that brings a line to a percent complete, given what was completed before and what is stored now. */
export function workForPercentComplete(scheduledValue: number, percentText: string, previousWork: number, materialsStored: number): number {
  return Number(percentOf(BigInt(scheduledValue), percentText)) - previousWork - materialsStored;
}

/** Whether a line's completed to date lies between nothing and its scheduled value (a credit line's value is below zero). */
function withinSchedule(completed: number, scheduled: number): boolean {
  return scheduled >= 0 ? completed >= 0 && completed <= scheduled : completed <= 0 && completed >= scheduled;
}

/**
 * The sheets of every application of a job, in order: `applications[n]` is what application n + 1
 * entered, over the schedule it was made on (`schedules[n]`, which grows as change orders are
 * approved). A line an application does not mention had nothing done that period and has nothing
 * stored. Throws ScheduleOverrunError for the first line that goes past its value.
 */
export function applicationSheets(schedules: readonly (readonly ScheduleLine[])[], applications: readonly (readonly ApplicationEntry[])[], rule: RetainageRule): ApplicationSheets[] {
  const workBefore = new Map<string, number>();
  const completedBefore = new Map<string, number>();
  let earnedLessRetainageBefore = 0;
  let retainageBefore = 0;
  let completedTotalBefore = 0;
  return applications.map((entries, index) => {
    const schedule = schedules[index] ?? [];
    const byKey = new Map(entries.map((entry) => [entry.key, entry]));
    const rows = schedule.map((line) => {
      const entry = byKey.get(line.key);
      const previousWork = workBefore.get(line.key) ?? 0;
      const workThisPeriod = entry?.workThisPeriod ?? 0;
      const materialsStored = entry?.materialsStored ?? 0;
      const completedToDate = previousWork + workThisPeriod + materialsStored;
      if (!withinSchedule(completedToDate, line.scheduledValue) || !withinSchedule(previousWork + workThisPeriod, line.scheduledValue)) {
        throw new ScheduleOverrunError(line.key, completedToDate, line.scheduledValue);
      }
      return { line, previousWork, workThisPeriod, materialsStored, completedToDate };
    });
    const contractToDate = schedule.reduce((sum, line) => sum + line.scheduledValue, 0);
    const workToDate = rows.reduce((sum, row) => sum + row.previousWork + row.workThisPeriod, 0);
    const storedToDate = rows.reduce((sum, row) => sum + row.materialsStored, 0);
    const completedToDate = workToDate + storedToDate;
    const onWork = retainageOnWork(rule, workToDate, contractToDate);
    const onStored = Number(percentOf(BigInt(storedToDate), rule.storedRate));
    const retainageToDate = onWork + onStored;
    // Each line's part of the retainage, so that the continuation sheet adds up to the summary to the unit.
    const workShares = spread(onWork, rows.map((row) => row.previousWork + row.workThisPeriod));
    const storedShares = spread(onStored, rows.map((row) => row.materialsStored));
    const lines = rows.map((row, position): ContinuationLine => {
      const { line } = row;
      const earnedThisPeriod = row.completedToDate - (completedBefore.get(line.key) ?? 0);
      return {
        key: line.key,
        scheduledValue: line.scheduledValue,
        previousWork: row.previousWork,
        workThisPeriod: row.workThisPeriod,
        materialsStored: row.materialsStored,
        completedToDate: row.completedToDate,
        percentComplete: line.scheduledValue === 0 ? 0 : Number(divideRoundHalfUp(BigInt(row.completedToDate) * 10000n, BigInt(line.scheduledValue))),
        balanceToFinish: line.scheduledValue - row.completedToDate,
        retainage: (workShares[position] ?? 0) + (storedShares[position] ?? 0),
        earnedThisPeriod,
      };
    });
    const earnedLessRetainage = completedToDate - retainageToDate;
    const summary: ApplicationSummary = {
      contractToDate,
      completedToDate,
      workToDate,
      storedToDate,
      retainageOnWork: onWork,
      retainageOnStored: onStored,
      retainageToDate,
      earnedLessRetainage,
      previousCertificates: earnedLessRetainageBefore,
      earnedThisPeriod: completedToDate - completedTotalBefore,
      retainageThisPeriod: retainageToDate - retainageBefore,
      paymentDue: earnedLessRetainage - earnedLessRetainageBefore,
      balanceToFinish: contractToDate - earnedLessRetainage,
    };
    for (const row of rows) {
      workBefore.set(row.line.key, row.previousWork + row.workThisPeriod);
      completedBefore.set(row.line.key, row.completedToDate);
    }
    earnedLessRetainageBefore = earnedLessRetainage;
    retainageBefore = retainageToDate;
    completedTotalBefore = completedToDate;
    return { summary, lines };
  });
}

/** An amount spread over lines by weight, to the unit; nothing over lines that weigh nothing. */
function spread(amount: number, weights: readonly number[]): number[] {
  if (weights.every((weight) => weight === 0)) return weights.map(() => 0);
  return allocateProportionally(BigInt(amount), weights.map(BigInt)).map(Number);
}

/** The application before one, as its figures to date on each line: all that the next one is computed from. */
export interface PreviousToDate {
  key: string;
  scheduledValue: number;
  workToDate: number;
  materialsStored: number;
}

/**
 * The sheet of an application entered after `previous` (empty for the first): retainage depends only
 * on figures to date and each payment due is the earned amount less retainage to date less the one
 * before, so the application before, taken as one application of its figures to date, gives the same
 * sheet as the whole history. Throws ScheduleOverrunError as applicationSheets does.
 */
export function sheetAfter(previous: readonly PreviousToDate[], schedule: readonly ScheduleLine[], entries: readonly ApplicationEntry[], rule: RetainageRule): ApplicationSheets {
  const history = previous.length === 0 ? [] : [previous.map(({ key, workToDate, materialsStored }) => ({ key, workThisPeriod: workToDate, materialsStored }))];
  const schedules = previous.length === 0 ? [schedule] : [previous.map(({ key, scheduledValue }) => ({ key, scheduledValue })), schedule];
  return applicationSheets(schedules, [...history, entries], rule).at(-1)!;
}

/** An application's continuation lines as its figures to date, for the application after it. */
export function toDateOf(lines: readonly ContinuationLine[]): PreviousToDate[] {
  return lines.map((line) => ({ key: line.key, scheduledValue: line.scheduledValue, workToDate: line.previousWork + line.workThisPeriod, materialsStored: line.materialsStored }));
}

/** A percent complete in hundredths as printed: "70 %", "33.3 %". */
export function formatPercentComplete(hundredths: number): string {
  return `${(hundredths / 100).toFixed(hundredths % 100 === 0 ? 0 : 1)} %`;
}

/** A retainage rule in words, as the job's card and its invoices' retainage line name it: "10 %", "10 % of work, 5 % of stored materials, 5 % past 50 % complete". */
export function retainageRateWords(rule: RetainageRule): string {
  const rates = rule.workRate === rule.storedRate ? `${rule.workRate} %` : `${rule.workRate} % of work, ${rule.storedRate} % of stored materials`;
  return rule.stepAtPercent === null ? rates : `${rates}, ${rule.stepRate ?? ''} % past ${rule.stepAtPercent} % complete`;
}
