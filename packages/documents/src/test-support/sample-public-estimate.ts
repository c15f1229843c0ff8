import { addressSchema, depositAmount, type DepositRequest, type PublicEstimate, type PublicSignature } from '@ledgerline/contracts';
import { sampleLines } from './sample-lines.ts';

const address = (parts: Partial<PublicEstimate['business']['address']>) => ({ ...addressSchema.parse({}), ...parts });
const salesTax = [{ id: 'tax-1', name: 'Sales tax', rate: '10' }];

export const SAMPLE_OPTIONAL_LINE_IDS = {
  lighting: '6f1c2a4e-8b3d-4e5f-9a7b-1c2d3e4f5a6b',
  hinges: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
} as const;

/**
 * A sent estimate with a 10 % tax, two lines that count ($1,200.00 + 2 × $450.00) and two optional
 * ones (lighting $300.00 with tax, hinges 12 × $8.50 without), and a 30 % deposit: $2,310.00 in all.
 */
export function samplePublicEstimate(overrides: Partial<PublicEstimate> = {}, chosenOptionalIds: readonly string[] = []): PublicEstimate {
  const { lines, totals } = sampleLines(
    'exclusive',
    [
      { id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', description: 'Demolition and haul-away', quantity: '1', unitPrice: 120000, taxes: salesTax },
      { id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', description: 'Kitchen cabinets, installed', quantity: '2', unitPrice: 45000, unit: 'pcs', taxes: salesTax },
      { id: SAMPLE_OPTIONAL_LINE_IDS.lighting, description: 'Under-cabinet lighting', quantity: '1', unitPrice: 30000, taxes: salesTax, optional: true },
      { id: SAMPLE_OPTIONAL_LINE_IDS.hinges, description: 'Soft-close hinges', quantity: '12', unitPrice: 850, unit: 'pcs', optional: true },
    ],
    chosenOptionalIds,
  );
  const deposit: DepositRequest = { type: 'percent', value: '30' };
  return {
    business: {
      name: 'Oak & Nail Carpentry',
      email: 'billing@oaknail.example',
      phone: '+1 503 555 0100',
      address: address({ line1: '400 Mill Road', city: 'Portland', region: 'OR', postalCode: '97201', country: 'USA' }),
      taxId: 'US-99-1234567',
    },
    client: {
      name: 'Harbor Renovations',
      company: 'Harbor Renovations LLC',
      email: 'office@harbor.example',
      billingAddress: address({ line1: '12 Dock Street', city: 'Seattle' }),
      taxId: '',
    },
    number: 'EST-0007',
    revision: 1,
    status: 'sent',
    issueDate: '2026-11-02',
    validUntil: '2026-12-02',
    currency: 'USD',
    taxMode: 'exclusive',
    lines,
    discount: null,
    totals,
    chosenOptionalLineIds: [...chosenOptionalIds],
    deposit,
    depositAmount: depositAmount(deposit, totals.total),
    jobTitle: 'Harbor kitchen remodel',
    siteAddress: address({ line1: '88 Pier Avenue', city: 'Seattle', region: 'WA' }),
    completionDate: '2027-01-15',
    notes: 'Prices include materials and labour.',
    terms: 'Work starts within two weeks of the deposit.',
    signature: null,
    job: null,
    ...overrides,
  };
}

export const sampleDrawnSignature: PublicSignature = {
  name: 'Dana Harbor',
  method: 'drawn',
  image:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  signedAt: '2026-11-05T14:03:27.000Z',
  revision: 1,
  contentHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  consentText:
    'I agree to sign this document electronically. My electronic signature has the same legal effect as a handwritten signature.',
};

/** The sample estimate accepted with the lighting chosen and a drawn signature. */
export function sampleAcceptedEstimate(overrides: Partial<PublicEstimate> = {}): PublicEstimate {
  return samplePublicEstimate(
    {
      status: 'accepted',
      signature: sampleDrawnSignature,
      job: {
        originalValue: 264000,
        approvedChanges: 0,
        pendingChanges: 0,
        contractValue: 264000,
        originalCompletionDate: '2027-01-15',
        revisedCompletionDate: '2027-01-15',
        daysAdded: 0,
        invoiced: 0,
        remainingToInvoice: 264000,
        standingChangeOrders: 0,
        currency: 'USD',
      },
      ...overrides,
    },
    [SAMPLE_OPTIONAL_LINE_IDS.lighting],
  );
}
