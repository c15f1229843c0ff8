import { addressSchema, PLAIN_LINE_LAYOUT, type PublicInvoice } from '@ledgerline/contracts';

const address = (parts: Partial<PublicInvoice['business']['address']>) => ({ ...addressSchema.parse({}), ...parts });

/** A sent invoice of two lines with a 10 % tax: 2 × $450.00 + 1 × $120.50, $100.00 paid. */
export function publicInvoiceFixture(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
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
    number: 'INV-2026-0042',
    status: 'partial',
    overdue: false,
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    currency: 'USD',
    taxMode: 'exclusive',
    lines: [
      {
        description: 'Kitchen cabinets, installed',
        quantity: '2',
        unitPrice: 45000,
        unit: 'pcs',
        taxes: [{ id: 'tax-1', name: 'Sales tax', rate: '10' }],
        discount: null,
        amount: 90000,
        discountShare: 0,
        net: 90000,
        taxAmounts: [{ key: 'tax-1', name: 'Sales tax', rate: '10', amount: 9000 }],
        total: 99000,
      },
      {
        description: 'Hardware',
        quantity: '1',
        unitPrice: 12050,
        unit: '',
        taxes: [{ id: 'tax-1', name: 'Sales tax', rate: '10' }],
        discount: null,
        amount: 12050,
        discountShare: 0,
        net: 12050,
        taxAmounts: [{ key: 'tax-1', name: 'Sales tax', rate: '10', amount: 1205 }],
        total: 13255,
      },
    ],
    discount: null,
    layout: PLAIN_LINE_LAYOUT,
    totals: {
      subtotal: 102050,
      discount: 0,
      net: 102050,
      taxes: [{ key: 'tax-1', name: 'Sales tax', rate: '10', amount: 10205 }],
      taxTotal: 10205,
      total: 112255,
    },
    amountPaid: 10000,
    payments: [{ date: '2026-03-10', method: 'check', reference: '1042', amount: 10000 }],
    amountCredited: 0,
    amountReturned: 0,
    balance: 102255,
    notes: 'Thank you for your business.',
    terms: '',
    paymentInstructions: 'Bank transfer to IBAN US00 1234 5678',
    jobSite: null,
    ...overrides,
  };
}
