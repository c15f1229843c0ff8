import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { applicationSheets, ScheduleOverrunError, sheetAfter, toDateOf, workForPercentComplete, type ApplicationEntry, type RetainageRule, type ScheduleLine } from './progress-billing.ts';

const TEN_PERCENT: RetainageRule = { workRate: '10', storedRate: '10', stepAtPercent: null, stepRate: null };
const ORIGINAL: ScheduleLine[] = [
  { key: 'A', scheduledValue: 2_000_000 },
  { key: 'B', scheduledValue: 5_000_000 },
  { key: 'C', scheduledValue: 3_000_000 },
];
const WITH_DECK: ScheduleLine[] = [...ORIGINAL, { key: 'D', scheduledValue: 800_000 }];
const entry = (key: string, workThisPeriod: number, materialsStored = 0): ApplicationEntry => ({ key, workThisPeriod, materialsStored });

describe('the golden job: three applications and a change order, 10 % retainage', () => {
  // A Site work 20,000, B Framing 50,000, C Finishes 30,000; the deck (D, 8,000) is approved before application 2.
  const sheets = applicationSheets(
    [ORIGINAL, WITH_DECK, WITH_DECK],
    [
      [entry('A', 2_000_000), entry('B', 1_000_000, 500_000)],
      [entry('B', 2_500_000), entry('C', 600_000), entry('D', 400_000)],
      [entry('B', 1_500_000), entry('C', 2_400_000), entry('D', 400_000)],
    ],
    TEN_PERCENT,
  );

  it('asks 31,500, 27,000 and 38,700, holding 3,500, 6,500 and 10,800, with 35,000, 65,000 and 108,000 completed and stored to date', () => {
    expect(sheets.map((sheet) => sheet.summary.paymentDue)).toEqual([3_150_000, 2_700_000, 3_870_000]);
    expect(sheets.map((sheet) => sheet.summary.retainageToDate)).toEqual([350_000, 650_000, 1_080_000]);
    expect(sheets.map((sheet) => sheet.summary.completedToDate)).toEqual([3_500_000, 6_500_000, 10_800_000]);
    expect(sheets.map((sheet) => sheet.summary.contractToDate)).toEqual([10_000_000, 10_800_000, 10_800_000]);
    // Releasing what is held then bills the rest: the four come to the contract to date.
    const release = sheets[2]!.summary.retainageToDate;
    expect(release).toBe(1_080_000);
    expect(sheets.reduce((sum, sheet) => sum + sheet.summary.paymentDue, 0) + release).toBe(10_800_000);
  });

  it('reads line B on application 2 as 10,000 before and 25,000 this period: 35,000, 70 %, 15,000 to finish', () => {
    const framing = sheets[1]!.lines.find((line) => line.key === 'B');
    expect(framing).toMatchObject({ previousWork: 1_000_000, workThisPeriod: 2_500_000, materialsStored: 0, completedToDate: 3_500_000, percentComplete: 7000, balanceToFinish: 1_500_000 });
  });

  it('brings every line to 100 % on application 3 through percent complete', () => {
    const previous = sheets[1]!.lines;
    const work = previous.map((line) => workForPercentComplete(line.scheduledValue, '100', line.previousWork + line.workThisPeriod, 0));
    expect(work).toEqual([0, 1_500_000, 2_400_000, 400_000]);
  });
});

describe('retainage rules', () => {
  it('keeps stored materials at their own rate', () => {
    const [sheet] = applicationSheets([ORIGINAL], [[entry('A', 1_000_000, 400_000)]], { workRate: '10', storedRate: '5', stepAtPercent: null, stepRate: null });
    expect(sheet!.summary).toMatchObject({ retainageOnWork: 100_000, retainageOnStored: 20_000, retainageToDate: 120_000, paymentDue: 1_280_000 });
  });

  it('steps down past a percent complete: 10 % of the first half of the contract, 5 % beyond', () => {
    const rule: RetainageRule = { workRate: '10', storedRate: '10', stepAtPercent: '50', stepRate: '5' };
    const sheets = applicationSheets([ORIGINAL, ORIGINAL], [[entry('B', 4_000_000)], [entry('B', 1_000_000), entry('C', 2_000_000)]], rule);
    expect(sheets.map((sheet) => sheet.summary.retainageToDate)).toEqual([400_000, 500_000 + 100_000]);
  });
});

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}

describe('a line cannot go past its scheduled value', () => {
  it('names the line, counting what is stored', () => {
    expect(() => applicationSheets([ORIGINAL], [[entry('B', 4_800_000, 300_000)]], TEN_PERCENT)).toThrow(ScheduleOverrunError);
    expect(thrownBy(() => applicationSheets([ORIGINAL, ORIGINAL], [[entry('A', 1_500_000)], [entry('A', 600_000)]], TEN_PERCENT))).toMatchObject({
      key: 'A',
      completedToDate: 2_100_000,
      scheduledValue: 2_000_000,
    });
  });

  it('takes a credit line between its value and nothing', () => {
    const credit = [...ORIGINAL, { key: 'E', scheduledValue: -300_000 }];
    expect(applicationSheets([credit], [[entry('E', -300_000)]], TEN_PERCENT)[0]!.summary.completedToDate).toBe(-300_000);
    expect(() => applicationSheets([credit], [[entry('E', 100_000)]], TEN_PERCENT)).toThrow(ScheduleOverrunError);
  });
});

/** A schedule of 1 to 8 lines and 1 to 6 applications whose entries never pass a line's value. */
const job = fc
  .array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 8 })
  .chain((values) => {
    const schedule = values.map((scheduledValue, index) => ({ key: `L${index}`, scheduledValue }));
    const period = fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: values.length, maxLength: values.length });
    return fc.record({ schedule: fc.constant(schedule), periods: fc.array(period, { minLength: 1, maxLength: 6 }), rate: fc.integer({ min: 0, max: 2000 }), storedRate: fc.integer({ min: 0, max: 2000 }) });
  })
  .map(({ schedule, periods, rate, storedRate }) => {
    // Each period moves a line's work to date to a fraction of what is left, and stores a fraction of the rest.
    const workSoFar = schedule.map(() => 0);
    const applications = periods.map((period) =>
      schedule.map((line, index) => {
        const [workShare, storedShare] = period[index]!;
        const left = line.scheduledValue - workSoFar[index]!;
        const work = Math.floor(left * workShare);
        workSoFar[index]! += work;
        return entry(line.key, work, Math.floor((left - work) * storedShare));
      }),
    );
    const percent = (basis: number) => `${Math.floor(basis / 100)}.${String(basis % 100).padStart(2, '0')}`;
    return { schedule, applications, rule: { workRate: percent(rate), storedRate: percent(storedRate), stepAtPercent: null, stepRate: null } };
  });

describe('what holds for every job', () => {
  it('previous work is the work to date of the application before, and the sheets add up', () => {
    fc.assert(
      fc.property(job, ({ schedule, applications, rule }) => {
        const sheets = applicationSheets(applications.map(() => schedule), applications, rule);
        sheets.forEach((sheet, n) => {
          const lines = sheet.lines;
          const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
          expect(sum((line) => line.completedToDate)).toBe(sheet.summary.completedToDate);
          expect(sum((line) => line.retainage)).toBe(sheet.summary.retainageToDate);
          expect(sum((line) => line.earnedThisPeriod)).toBe(sheet.summary.earnedThisPeriod);
          expect(sum((line) => line.scheduledValue)).toBe(schedule.reduce((total, line) => total + line.scheduledValue, 0));
          expect(sheet.summary.paymentDue).toBe(sheet.summary.earnedThisPeriod - sheet.summary.retainageThisPeriod);
          if (n > 0) {
            const before = sheets[n - 1]!;
            lines.forEach((line, index) => expect(line.previousWork).toBe(before.lines[index]!.previousWork + before.lines[index]!.workThisPeriod));
            expect(sheet.summary.previousCertificates).toBe(before.summary.earnedLessRetainage);
          }
        });
        const last = sheets.at(-1)!.summary;
        expect(sheets.reduce((total, sheet) => total + sheet.summary.paymentDue, 0) + last.retainageToDate).toBe(last.completedToDate);
      }),
    );
  });

  it('computes any application from the one before alone, as the screens and the client’s page do', () => {
    fc.assert(
      fc.property(job, ({ schedule, applications, rule }) => {
        const sheets = applicationSheets(applications.map(() => schedule), applications, rule);
        sheets.forEach((sheet, n) => expect(sheetAfter(n === 0 ? [] : toDateOf(sheets[n - 1]!.lines), schedule, applications[n]!, rule)).toEqual(sheet));
      }),
    );
  });
});
