import { minorDigits, minorToDecimalText, type AccountSettings, type DiscountInput, type DocumentRate, type LineItem, type TaxRate } from '@ledgerline/contracts';

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
  /** An estimate's line the client may choose on acceptance; always false on other kinds. */
  optional: boolean;
}

/** What every document kind's editor holds; a kind adds its own fields (an invoice its due date). */
export interface DocumentDraft {
  clientId: string | undefined;
  /** Empty on a new document: the server numbers it from the account pattern. */
  number: string;
  issueDate: string;
  currency: string;
  lines: LineDraft[];
  discount: DiscountDraft;
  notes: string;
  terms: string;
  /** A rate to the account's currency the user typed; empty means the latest stored rate is recorded on save. */
  exchangeRate: string;
  /** The template it is printed with; null follows the account's default for its kind. */
  templateId: string | null;
}

/** What a saved document of any kind carries that its draft is made from. */
export interface SavedDocument {
  client: { id: string };
  number: string;
  issueDate: string;
  currency: string;
  lines: LineItem[];
  discount: DiscountInput | null;
  notes: string;
  terms: string;
  exchangeRate: DocumentRate | null;
  templateId: string | null;
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
  return { key: crypto.randomUUID(), description: '', quantity: '1', unit: '', unitPrice: '', taxes: [], discount: NO_DISCOUNT, optional: false };
}

/** A new document starts from the account's currency, notes and terms, issued today. */
export function newDocumentDraft(settings: AccountSettings, today: string): DocumentDraft {
  return {
    clientId: undefined,
    number: '',
    issueDate: today,
    currency: settings.currency,
    lines: [newLineDraft()],
    discount: NO_DISCOUNT,
    notes: settings.defaultNotes,
    terms: settings.defaultTerms,
    exchangeRate: '',
    templateId: null,
  };
}

function discountDraft(discount: DiscountInput | null, currency: string): DiscountDraft {
  if (!discount) return NO_DISCOUNT;
  return discount.type === 'percent'
    ? { type: 'percent', value: discount.value }
    : { type: 'amount', value: minorToInputText(discount.value, currency) };
}

export function documentToDraft(document: SavedDocument): DocumentDraft {
  return {
    clientId: document.client.id,
    number: document.number,
    issueDate: document.issueDate.slice(0, 10),
    currency: document.currency,
    lines: document.lines.map((line) => ({
      key: line.id,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: minorToInputText(line.unitPrice, document.currency),
      taxes: line.taxes,
      discount: discountDraft(line.discount, document.currency),
      optional: line.optional,
    })),
    discount: discountDraft(document.discount, document.currency),
    notes: document.notes,
    terms: document.terms,
    // A typed rate stays typed; a published one is looked up again on the next save.
    exchangeRate: document.exchangeRate?.source === 'manual' ? document.exchangeRate.rate : '',
    templateId: document.templateId,
  };
}
