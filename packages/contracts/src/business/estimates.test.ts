import { describe, expect, it } from '@jest/globals';
import { accountSettingsSchema } from './account-settings.ts';
import { changeOrderInputSchema, changeOrderListQuerySchema, changeOrderUpdateSchema, changeOrderVoidSchema } from './change-orders.ts';
import { depositRequestSchema, estimateConvertSchema, estimateInputSchema, estimateListQuerySchema } from './estimates.ts';

const CLIENT = '22222222-2222-4222-8222-222222222222';
const ESTIMATE = '55555555-5555-4555-8555-555555555555';
const line = { description: 'Tiles', quantity: '3', unitPrice: 1999 };
const estimate = (change: Record<string, unknown> = {}) =>
  estimateInputSchema.safeParse({ clientId: CLIENT, issueDate: '2026-11-21', validUntil: '2026-12-21', currency: 'USD', lines: [line], ...change });
const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) => result.error?.issues[0]?.message;

describe('an estimate as a browser sends it', () => {
  it('starts with no deposit, site address or completion date, and lines that are not optional', () => {
    const parsed = estimate().data;
    expect(parsed).toMatchObject({ deposit: null, siteAddress: null, completionDate: null, discount: null, notes: '', terms: '' });
    expect(parsed?.lines[0]?.optional).toBe(false);
  });

  it('keeps optional lines, a site address and a planned completion', () => {
    const parsed = estimate({ lines: [line, { ...line, optional: true }], siteAddress: { line1: '1 Oak St' }, completionDate: '2027-01-15' }).data;
    expect(parsed?.lines.map((each) => each.optional)).toEqual([false, true]);
    expect(parsed?.siteAddress?.line1).toBe('1 Oak St');
  });

  it('is valid until no earlier than its issue date', () => {
    expect(firstMessage(estimate({ validUntil: '2026-11-20' }))).toBe('The valid-until date cannot be before the issue date.');
  });

  it('asks a deposit as a percentage above 0 and up to 100, or as an amount above zero', () => {
    expect(depositRequestSchema.parse({ type: 'percent', value: '30' })).toEqual({ type: 'percent', value: '30' });
    expect(depositRequestSchema.parse({ type: 'amount', value: 50_000 })).toEqual({ type: 'amount', value: 50_000 });
    for (const value of ['0', '100.5', '12.345', 'half']) {
      expect(firstMessage(depositRequestSchema.safeParse({ type: 'percent', value }))).toBe('A deposit percentage must be above 0 and at most 100, with at most 2 decimals.');
    }
    expect(firstMessage(depositRequestSchema.safeParse({ type: 'amount', value: 0 }))).toBe('A deposit amount must be more than zero.');
    expect(estimate({ deposit: { type: 'percent', value: '30' } }).success).toBe(true);
  });

  it('is listed by the statuses an estimate can have, expired and invoiced included', () => {
    expect(estimateListQuerySchema.parse({ status: 'partly_invoiced' }).status).toBe('partly_invoiced');
    expect(estimateListQuerySchema.parse({ status: 'expired', page: '2' })).toMatchObject({ page: 2, sort: '-issueDate' });
    expect(estimateListQuerySchema.safeParse({ status: 'overdue' }).success).toBe(false);
    expect(estimateListQuerySchema.safeParse({ color: 'red' }).success).toBe(false);
  });

  it('converts whole, as a deposit or as the final invoice', () => {
    expect(estimateConvertSchema.parse({ mode: 'deposit' })).toEqual({ mode: 'deposit', depositsBefore: 0 });
    expect(estimateConvertSchema.safeParse({ mode: 'half' }).success).toBe(false);
  });

  it('asks a further deposit of its own after the deposits the user saw, and only as a deposit', () => {
    const further = { mode: 'deposit', deposit: { type: 'percent', value: '20' }, depositsBefore: 1 };
    expect(estimateConvertSchema.parse(further)).toEqual(further);
    expect(firstMessage(estimateConvertSchema.safeParse({ mode: 'final', deposit: { type: 'amount', value: 100 } }))).toBe('Only a deposit invoice takes a deposit amount.');
    expect(estimateConvertSchema.safeParse({ mode: 'deposit', depositsBefore: 1.5 }).success).toBe(false);
  });
});

describe('a change order as a browser sends it', () => {
  const input = { estimateId: ESTIMATE, reason: 'Extra outlet', lines: [line, { ...line, quantity: '-1' }] };

  it('needs its estimate and a reason, and takes credit lines', () => {
    expect(changeOrderInputSchema.parse(input)).toMatchObject({ daysDelta: 0, approvalDeadline: null, invoiceOnApproval: false, requestedBy: '' });
    expect(firstMessage(changeOrderInputSchema.safeParse({ ...input, reason: ' ' }))).toBe('Reason is required.');
  });

  it('moves the schedule by at most ten years either way', () => {
    expect(changeOrderInputSchema.parse({ ...input, daysDelta: -3650 }).daysDelta).toBe(-3650);
    expect(firstMessage(changeOrderInputSchema.safeParse({ ...input, daysDelta: 3651 }))).toBe('The days added must be a whole number from -3650 to 3650.');
    expect(firstMessage(changeOrderInputSchema.safeParse({ ...input, daysDelta: 1.5 }))).toBe('The days added must be a whole number from -3650 to 3650.');
  });

  it('stays on its estimate when updated', () => {
    const update = changeOrderUpdateSchema.parse({ ...input, version: 3, estimateId: '66666666-6666-4666-8666-666666666666' });
    expect(update).not.toHaveProperty('estimateId');
  });

  it('is voided with a reason', () => {
    expect(firstMessage(changeOrderVoidSchema.safeParse({ reason: '' }))).toBe('Reason is required.');
  });

  it('is listed as approved but not yet invoiced on request', () => {
    expect(changeOrderListQuerySchema.parse({ uninvoiced: 'true', estimateId: ESTIMATE })).toMatchObject({ uninvoiced: 'true', sort: '-createdAt' });
    expect(changeOrderListQuerySchema.safeParse({ uninvoiced: 'yes' }).success).toBe(false);
  });
});

describe('the estimate settings', () => {
  it('number estimates EST-0001 on and keep them valid 30 days unless chosen otherwise', () => {
    expect(accountSettingsSchema.parse({ businessName: 'Oak', currency: 'USD' })).toMatchObject({ estimateNumberPattern: 'EST-{0000}', estimateValidityDays: 30 });
    expect(firstMessage(accountSettingsSchema.safeParse({ businessName: 'Oak', currency: 'USD', estimateValidityDays: 0 }))).toBe(
      'Estimates must stay valid for a whole number of days from 1 to 365.',
    );
    expect(accountSettingsSchema.safeParse({ businessName: 'Oak', currency: 'USD', estimateNumberPattern: 'EST' }).success).toBe(false);
  });
});
