import type { z } from 'zod';
import { invoiceInputSchema, invoiceListQuerySchema, paymentInputSchema } from './business/invoices.ts';
import { clientListQuerySchema } from './business/clients.ts';
import { notificationListQuerySchema } from './business/notifications.ts';
import { searchQuerySchema } from './business/search.ts';
import { isoDateSchema } from './text.ts';

const CLIENT_ID = '00000000-0000-4000-8000-000000000001';
const invoice = { clientId: CLIENT_ID, issueDate: '2026-11-01', dueDate: '2026-12-01', currency: 'USD', lines: [] };

/** Every date a request can carry, each set to `date` in an otherwise valid input. */
const DATE_FIELDS: [string, z.ZodType, (date: string) => unknown, string][] = [
  ['the issue date', invoiceInputSchema, (date) => ({ ...invoice, issueDate: date, dueDate: '9999-12-31' }), 'issueDate'],
  ['the due date', invoiceInputSchema, (date) => ({ ...invoice, issueDate: '1900-01-01', dueDate: date }), 'dueDate'],
  ['the payment date', paymentInputSchema, (date) => ({ amount: 100, date, method: 'cash' }), 'date'],
  ['the list filter from', invoiceListQuerySchema, (date) => ({ from: date }), 'from'],
  ['the list filter to', invoiceListQuerySchema, (date) => ({ to: date }), 'to'],
];

const messagesAt = (schema: z.ZodType, input: unknown, field: string) =>
  (schema.safeParse(input).error?.issues ?? []).filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);

describe('isoDateSchema', () => {
  it.each(['1900-01-01', '2024-02-29', '2026-11-21', '9999-12-31'])('accepts %s', (date) => {
    expect(isoDateSchema.parse(date)).toBe(date);
  });

  it.each([
    ['0000-01-01', 'Use a date from 1900-01-01 to 9999-12-31.'],
    ['0001-01-01', 'Use a date from 1900-01-01 to 9999-12-31.'],
    ['1899-12-31', 'Use a date from 1900-01-01 to 9999-12-31.'],
    ['10000-01-01', 'Use a date like 2026-11-21.'],
    ['-0001-01-01', 'Use a date like 2026-11-21.'],
    ['2026-02-30', 'Use a date like 2026-11-21.'],
    ['2026-13-01', 'Use a date like 2026-11-21.'],
    ['2026-1-1', 'Use a date like 2026-11-21.'],
    ['2026-11-21T00:00:00Z', 'Use a date like 2026-11-21.'],
    ['', 'Use a date like 2026-11-21.'],
  ])('refuses %p with one sentence', (date, message) => {
    expect(isoDateSchema.safeParse(date).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  describe.each(DATE_FIELDS)('%s', (_name, schema, withDate, field) => {
    it('takes the first and last day of the range', () => {
      expect(schema.safeParse(withDate('1900-01-01')).success).toBe(true);
      expect(schema.safeParse(withDate('9999-12-31')).success).toBe(true);
    });

    it('refuses year 0000 with the range sentence', () => {
      expect(messagesAt(schema, withDate('0000-01-01'), field)[0]).toBe('Use a date from 1900-01-01 to 9999-12-31.');
    });
  });
});

/** Every query schema a list or search route parses. */
const QUERY_SCHEMAS: [string, z.ZodType, Record<string, unknown>][] = [
  ['invoice list', invoiceListQuerySchema, {}],
  ['client list', clientListQuerySchema, {}],
  ['search', searchQuerySchema, { q: 'acme' }],
  ['notifications', notificationListQuerySchema, {}],
];

describe.each(QUERY_SCHEMAS)('the %s query', (_name, schema, valid) => {
  it('takes its valid parameters', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('refuses a parameter it does not know', () => {
    expect(schema.safeParse({ ...valid, bogus: '1' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('paging parameters', () => {
  it.each([
    [{ page: '2', pageSize: '20' }, { page: 2, pageSize: 20 }],
    [{ page: 3, pageSize: 100 }, { page: 3, pageSize: 100 }],
    [{}, { page: 1, pageSize: 50 }],
  ])('reads %p', (query, expected) => {
    expect(invoiceListQuerySchema.parse(query)).toMatchObject(expected);
  });

  it.each([
    ['page', '0'],
    ['page', '-1'],
    ['page', '100001'],
    ['page', '99999999999999999999'],
    ['page', '1e3'],
    ['page', '0x10'],
    ['page', ' 5'],
    ['page', '1.5'],
    ['page', ''],
    ['pageSize', '-5'],
    ['pageSize', '0'],
    ['pageSize', '101'],
  ])('refuses %s=%p with a sentence', (name, value) => {
    const label = name === 'page' ? 'Page must be a whole number from 1 to 100000.' : 'Page size must be a whole number from 1 to 100.';
    expect(messagesAt(invoiceListQuerySchema, { [name]: value }, name)).toEqual([label]);
  });

  it('names the sorts there are', () => {
    expect(messagesAt(clientListQuerySchema, { sort: 'bogus' }, 'sort')).toEqual([
      'Sort by one of: name, -name, createdAt, -createdAt, outstanding, -outstanding.',
    ]);
  });
});
