import { minorDigits, minorToDecimalText, type AccountSettings, type Invoice, type TaxRate } from '@ledgerline/contracts';

export type DiscountType = 'percent' | 'amount';

/** A discount as typed: an empty value means none. */
export interface DiscountDraft {
  type: DiscountType;
  value: string;
}

/** A line as the user types it: numbers stay text until they are read, so nothing is lost to floats. */
export interface LineDraft {
  key: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  taxes: TaxRate[];
  discount: DiscountDraft;
}

export interface InvoiceDraft {
  clientId: string | undefined;
  /** Empty on a new invoice: the server numbers it from the account pattern. */
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  lines: LineDraft[];
  discount: DiscountDraft;
  notes: string;
  terms: string;
}

/** 4510 in USD → "45.10": an amount for an input, with all the currency's decimals as people write prices. */
export function minorToInputText(minor: number, currency: string): string {
  const text = minorToDecimalText(minor, currency);
  const digits = minorDigits(currency);
  if (digits === 0) return text;
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(digits, '0')}`;
}

const NO_DISCOUNT: DiscountDraft = { type: 'percent', value: '' };

export function newLineDraft(): LineDraft {
  return { key: crypto.randomUUID(), description: '', quantity: '1', unit: '', unitPrice: '', taxes: [], discount: NO_DISCOUNT };
}

/** "2026-11-21" plus days, on the calendar (UTC), so a time zone never moves the date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today's date where the user is, as the API's ISO date. */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/** A new invoice starts from the account's currency, payment terms, notes and terms. */
export function newInvoiceDraft(settings: AccountSettings, today: string): InvoiceDraft {
  return {
    clientId: undefined,
    number: '',
    issueDate: today,
    dueDate: addDays(today, settings.paymentTermsDays),
    currency: settings.currency,
    lines: [newLineDraft()],
    discount: NO_DISCOUNT,
    notes: settings.defaultNotes,
    terms: settings.defaultTerms,
  };
}

function discountDraft(discount: Invoice['discount'], currency: string): DiscountDraft {
  if (!discount) return NO_DISCOUNT;
  return discount.type === 'percent'
    ? { type: 'percent', value: discount.value }
    : { type: 'amount', value: minorToInputText(discount.value, currency) };
}

export function invoiceToDraft(invoice: Invoice): InvoiceDraft {
  return {
    clientId: invoice.client.id,
    number: invoice.number,
    issueDate: invoice.issueDate.slice(0, 10),
    dueDate: invoice.dueDate.slice(0, 10),
    currency: invoice.currency,
    lines: invoice.lines.map((line) => ({
      key: line.id,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: minorToInputText(line.unitPrice, invoice.currency),
      taxes: line.taxes,
      discount: discountDraft(line.discount, invoice.currency),
    })),
    discount: discountDraft(invoice.discount, invoice.currency),
    notes: invoice.notes,
    terms: invoice.terms,
  };
}
