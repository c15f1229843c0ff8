import { accountSettingsSchema } from './account-settings.ts';
import { lineItemInputSchema } from './invoices.ts';

const settings = (taxRates: unknown) => ({ businessName: 'Oak & Nail', currency: 'USD', taxRates });
const lineWith = (taxes: unknown) => ({ description: 'Work', quantity: '1', unitPrice: 100, taxes });
const messages = (result: { error?: { issues: { message: string }[] } | undefined }) => result.error?.issues.map((issue) => issue.message);

/** Settings and invoice lines hold tax rates to the same rule. */
describe.each([
  ['the settings', (taxes: unknown) => accountSettingsSchema.safeParse(settings(taxes))],
  ['an invoice line', (taxes: unknown) => lineItemInputSchema.safeParse(lineWith(taxes))],
])('tax rates of %s', (_where, parse) => {
  it.each(['0', '8.875', '100'])('accepts %s %%', (rate) => {
    expect(parse([{ id: 'vat', name: 'VAT', rate }]).success).toBe(true);
  });

  it.each(['-5', '-0.001', '100.001', '150', '1000'])('refuses %s %% with a sentence', (rate) => {
    expect(messages(parse([{ id: 'vat', name: 'VAT', rate }]))).toEqual(['A tax rate must be from 0 to 100 %.']);
  });

  it('refuses text that is no percentage with its own sentence only', () => {
    expect(messages(parse([{ id: 'vat', name: 'VAT', rate: 'ten' }]))).toEqual(['Use a percentage with at most 3 decimals.']);
  });

  it('refuses the same tax twice', () => {
    const vat = { id: 'vat', name: 'VAT', rate: '20' };
    expect(messages(parse([vat, { ...vat, rate: '5' }]))).toEqual(['Each tax may appear only once.']);
  });
});

describe('the settings', () => {
  it.each([
    ['a business email that is no address', { email: 'info at acme' }, 'Enter a valid email address.'],
    ['payment terms of more than a year', { paymentTermsDays: 366 }, 'Payment terms must be a whole number of days from 0 to 365.'],
    ['payment terms of half a day', { paymentTermsDays: 0.5 }, 'Payment terms must be a whole number of days from 0 to 365.'],
  ])('refuse %s', (_case, change, message) => {
    expect(messages(accountSettingsSchema.safeParse({ ...settings([]), ...change }))).toEqual([message]);
  });

  it('keep an empty business email', () => {
    expect(accountSettingsSchema.parse({ ...settings([]), email: '' }).email).toBe('');
  });
});
