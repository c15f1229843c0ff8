import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addDays, LATEST_DATE } from '../documents/calendar-date.ts';
import { CHANGE_ORDER_STATUS_MACHINE, type ChangeOrderStatusName } from '../documents/status-machines.ts';
import { contractValue, jobFigures, revisedCompletionDate, type ChangeOrderEffect } from './contract-value.ts';

const changeOrder = (status: ChangeOrderStatusName, costDelta: number, daysDelta = 0): ChangeOrderEffect => ({ status, costDelta, daysDelta });

describe('contractValue', () => {
  it('moves only with approved change orders, and shows sent ones as pending', () => {
    const value = contractValue(1_000_000, [
      changeOrder('approved', 120_000, 2),
      changeOrder('approved', -30_000, -1),
      changeOrder('sent', 45_000, 5),
      changeOrder('draft', 99_999, 9),
      changeOrder('declined', 70_000, 3),
      changeOrder('void', 10_000, 4),
    ]);
    expect(value).toEqual({ originalValue: 1_000_000, approvedChanges: 90_000, pendingChanges: 45_000, contractValue: 1_090_000, daysAdded: 1 });
  });

  it('is the original value when nothing is approved', () => {
    expect(contractValue(5_000, [])).toEqual({ originalValue: 5_000, approvedChanges: 0, pendingChanges: 0, contractValue: 5_000, daysAdded: 0 });
  });

  it('adds up every approved change and nothing else, in any order', () => {
    const statuses = Object.keys(CHANGE_ORDER_STATUS_MACHINE.statuses) as ChangeOrderStatusName[];
    const changeOrderArb = fc.record({
      status: fc.constantFrom(...statuses),
      costDelta: fc.integer({ min: -10_000_000, max: 10_000_000 }),
      daysDelta: fc.integer({ min: -3650, max: 3650 }),
    });
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.array(changeOrderArb, { maxLength: 30 }), (original, changeOrders) => {
        const value = contractValue(original, changeOrders);
        const approved = changeOrders.filter((each) => each.status === 'approved');
        expect(value.contractValue).toBe(original + approved.reduce((sum, each) => sum + each.costDelta, 0));
        expect(value.contractValue - value.originalValue).toBe(value.approvedChanges);
        expect(value.daysAdded).toBe(approved.reduce((sum, each) => sum + each.daysDelta, 0));
        expect(contractValue(original, [...changeOrders].reverse())).toEqual(value);
        const notApproved = changeOrders.filter((each) => each.status !== 'approved');
        expect(contractValue(original, [...approved, ...notApproved.map((each) => ({ ...each, costDelta: each.costDelta * 2 }))]).contractValue).toBe(value.contractValue);
      }),
    );
  });
});

describe('revisedCompletionDate', () => {
  it('moves the planned date by the approved days on the calendar', () => {
    expect(revisedCompletionDate('2026-11-28', 2)).toBe('2026-11-30');
    expect(revisedCompletionDate('2026-12-30', 5)).toBe('2027-01-04');
    expect(revisedCompletionDate('2028-03-01', -1)).toBe('2028-02-29');
    expect(revisedCompletionDate('2026-11-28', 0)).toBe('2026-11-28');
  });

  it('has no date without a planned one', () => {
    expect(revisedCompletionDate(null, 12)).toBeNull();
  });

  it('stays a date every schema takes', () => {
    expect(revisedCompletionDate('9999-12-20', 3650)).toBe(LATEST_DATE);
    expect(revisedCompletionDate('1900-01-05', -3650)).toBe('1900-01-01');
  });

  it('is the same as counting the days one change order at a time', () => {
    const dateArb = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dateArb, fc.array(fc.integer({ min: -365, max: 365 }), { maxLength: 10 }), (planned, days) => {
        const stepByStep = days.reduce((date, step) => addDays(date, step), planned);
        expect(revisedCompletionDate(planned, days.reduce((sum, step) => sum + step, 0))).toBe(stepByStep);
      }),
    );
  });
});

describe('jobFigures', () => {
  it('shows a job with a deposit and an approved change order', () => {
    expect(
      jobFigures({
        acceptedTotal: 1_000_000,
        completionDate: '2026-12-15',
        changeOrders: [changeOrder('approved', 120_000, 2), changeOrder('sent', 50_000, 3)],
        invoiced: 300_000 + 120_000,
        currency: 'USD',
      }),
    ).toEqual({
      originalValue: 1_000_000,
      approvedChanges: 120_000,
      pendingChanges: 50_000,
      contractValue: 1_120_000,
      originalCompletionDate: '2026-12-15',
      revisedCompletionDate: '2026-12-17',
      daysAdded: 2,
      invoiced: 420_000,
      remainingToInvoice: 700_000,
      standingChangeOrders: 2,
      currency: 'USD',
    });
  });
});
