import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { jobProgressSchema, type JobProgress } from '@ledgerline/contracts';
import { draftOf, readDraft } from './pay-application-draft.ts';

const KEYS = { site: '00000000-0000-4000-8000-000000000001', framing: '00000000-0000-4000-8000-000000000002' };

/** A job of two lines (Site work 20,000, Framing 50,000) at 10 % retainage, with the first application invoiced. */
function job(): JobProgress {
  const schedule = [
    { key: KEYS.site, source: 'EST-0007', description: 'Site work', scheduledValue: 2_000_000 },
    { key: KEYS.framing, source: 'EST-0007', description: 'Framing', scheduledValue: 5_000_000 },
  ];
  const zero = { previousWork: 0, percentComplete: 0, retainage: 0, earnedThisPeriod: 0 };
  return jobProgressSchema.parse({
    currency: 'USD',
    retainage: { workRate: '10', storedRate: '10' },
    schedule,
    applications: [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        sequence: 1,
        periodTo: '2027-01-31',
        status: 'invoiced',
        invoice: { id: '00000000-0000-4000-8000-0000000000b1', number: 'INV-0041' },
        summary: {
          contractToDate: 7_000_000, completedToDate: 3_500_000, workToDate: 3_000_000, storedToDate: 500_000, retainageOnWork: 300_000, retainageOnStored: 50_000,
          retainageToDate: 350_000, earnedLessRetainage: 3_150_000, previousCertificates: 0, earnedThisPeriod: 3_500_000, retainageThisPeriod: 350_000, paymentDue: 3_150_000, balanceToFinish: 3_850_000,
        },
        lines: [
          { ...schedule[0], ...zero, workThisPeriod: 2_000_000, materialsStored: 0, completedToDate: 2_000_000, balanceToFinish: 0 },
          { ...schedule[1], ...zero, workThisPeriod: 1_000_000, materialsStored: 500_000, completedToDate: 1_500_000, balanceToFinish: 3_500_000 },
        ],
      },
    ],
    releases: [],
    retainageHeld: 350_000,
  });
}

describe('reading a pay application as it is typed', () => {
  it('makes a percent complete into the work of the period, counting what was done before, and sends amounts', () => {
    const reading = readDraft(job(), null, { periodTo: '2027-02-28', mode: 'percent', lines: { [KEYS.framing]: { work: '70', stored: '' } } });
    expect(reading.problems).toEqual({});
    expect(reading.input).toEqual({ periodTo: '2027-02-28', lines: [{ key: KEYS.framing, workThisPeriod: 2_500_000, materialsStored: 0 }] });
    expect(reading.sheet?.lines.find((line) => line.key === KEYS.framing)).toMatchObject({ previousWork: 1_000_000, completedToDate: 3_500_000, percentComplete: 7000 });
    expect(reading.sheet?.summary.paymentDue).toBe(1_800_000);
  });

  it('names what is wrong: a line past its value, an amount that is no number, a period not after the last', () => {
    const reading = readDraft(job(), null, { periodTo: '2027-01-31', mode: 'amount', lines: { [KEYS.site]: { work: '1', stored: '' }, [KEYS.framing]: { work: 'lots', stored: '' } } });
    expect(reading.input).toBeNull();
    expect(reading.problems).toEqual({
      [KEYS.site]: 'This would pass the line’s scheduled value.',
      [KEYS.framing]: 'Enter a number such as 19.99.',
      periodTo: 'The period must end after 2027-01-31, the end of the one before.',
    });
  });

  it('starts a draft being changed from its saved figures', () => {
    const progress = job();
    expect(draftOf(progress, progress.applications[0]!).lines[KEYS.framing]).toEqual({ work: '10000', stored: '5000' });
  });
});
