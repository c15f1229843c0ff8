import { dueReminderIndex, lateFeeOn, paymentRemindersSchema, type PaymentReminder } from './payment-reminders.ts';

const reminder = (offsetDays: number, overrides: Partial<PaymentReminder> = {}): PaymentReminder => ({ enabled: true, offsetDays, lateFee: null, ...overrides });
const THREE = [reminder(-3), reminder(7), reminder(30)];
const invoice = (dueDate: string, sentIndexes: number[] = [], sentOn: string | null = '2026-10-01') => ({ dueDate, sentOn, sentIndexes });

describe('dueReminderIndex (calendar dates in UTC)', () => {
  it('is due on its own day and stays due until sent', () => {
    expect(dueReminderIndex(THREE, invoice('2026-11-20'), '2026-11-16')).toBeNull();
    expect(dueReminderIndex(THREE, invoice('2026-11-20'), '2026-11-17')).toBe(0);
    expect(dueReminderIndex(THREE, invoice('2026-11-20'), '2026-11-19')).toBe(0);
    expect(dueReminderIndex(THREE, invoice('2026-11-20', [0]), '2026-11-19')).toBeNull();
    expect(dueReminderIndex(THREE, invoice('2026-11-20', [0]), '2026-11-27')).toBe(1);
  });

  it('sends only the latest reminder that has come, passing over earlier unsent ones', () => {
    expect(dueReminderIndex(THREE, invoice('2026-10-01'), '2026-12-01')).toBe(2);
    expect(dueReminderIndex(THREE, invoice('2026-10-01', [2]), '2026-12-01')).toBeNull();
  });

  it('sends no reminder for a day before the invoice was sent', () => {
    expect(dueReminderIndex(THREE, invoice('2026-11-20', [], '2026-11-19'), '2026-11-19')).toBeNull();
    expect(dueReminderIndex(THREE, invoice('2026-11-20', [], '2026-11-19'), '2026-11-27')).toBe(1);
    expect(dueReminderIndex(THREE, invoice('2026-11-20', [], null), '2026-11-18')).toBe(0);
  });

  it('does not remind again for the same place when the due date moves later', () => {
    expect(dueReminderIndex(THREE, invoice('2026-12-20', [0]), '2026-12-18')).toBeNull();
  });

  it('skips disabled reminders', () => {
    const reminders = [reminder(-3), reminder(7, { enabled: false })];
    expect(dueReminderIndex(reminders, invoice('2026-11-20'), '2026-11-28')).toBe(0);
    expect(dueReminderIndex([], invoice('2026-11-20'), '2026-11-28')).toBeNull();
  });
});

describe('lateFeeOn', () => {
  it('takes an amount as it is and a percentage of the balance, rounded half-up', () => {
    expect(lateFeeOn({ type: 'amount', value: 2500 }, 10_000)).toBe(2500);
    expect(lateFeeOn({ type: 'percent', value: '1.5' }, 10_001)).toBe(150);
    expect(lateFeeOn({ type: 'percent', value: '1.5' }, 10_034)).toBe(151);
  });
});

describe('paymentRemindersSchema', () => {
  const messages = (body: unknown) => {
    const parsed = paymentRemindersSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes up to three reminders with defaults', () => {
    expect(paymentRemindersSchema.parse({ reminders: [{ offsetDays: -3 }] }).reminders).toEqual([reminder(-3)]);
    expect(messages({ reminders: [] })).toEqual([]);
  });

  it('refuses a fourth reminder, two on one day, a fee before the due date and odd numbers, with readable sentences', () => {
    expect(messages({ reminders: [1, 2, 3, 4].map((days) => ({ offsetDays: days })) })).toEqual(['reminders: Set at most 3 reminders.']);
    expect(messages({ reminders: [{ offsetDays: 7 }, { offsetDays: 7 }] })).toEqual(['reminders.1.offsetDays: Two reminders cannot fall on the same day.']);
    expect(messages({ reminders: [{ offsetDays: -1, lateFee: { type: 'amount', value: 500 } }] })).toEqual([
      'reminders.0.lateFee: A late fee can only come with a reminder after the due date.',
    ]);
    expect(messages({ reminders: [{ offsetDays: 400 }] })[0]).toMatch(/from 365 before to 365 after/);
    expect(messages({ reminders: [{ offsetDays: 1.5 }] })[0]).toMatch(/whole number of days/);
    expect(messages({ reminders: [{ offsetDays: 5, lateFee: { type: 'percent', value: '101' } }] })[0]).toMatch(/at most 100/);
    expect(messages({ reminders: [{ offsetDays: 5, lateFee: { type: 'amount', value: 0 } }] })[0]).toMatch(/more than zero/);
  });
});
