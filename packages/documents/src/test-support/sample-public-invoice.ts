import { PLAIN_LINE_LAYOUT, type PublicInvoice } from '@ledgerline/contracts';

const noAddress = { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' };

/** A small, realistic invoice for the PDF tests, with markup in a field to prove it stays text. */
export const samplePublicInvoice: PublicInvoice = {
  business: { name: 'Hammer & Sons', email: 'office@hammer.example', phone: '555-0100', address: { ...noAddress, line1: '1 Main St', city: 'Springfield' }, taxId: 'TX-1' },
  client: { name: 'Ada <b>Lovelace</b>', company: 'Analytical Engines', email: 'ada@example.com', billingAddress: noAddress, taxId: '' },
  number: 'INV-2026-0007',
  status: 'sent',
  overdue: false,
  issueDate: '2026-11-21',
  dueDate: '2026-12-21',
  currency: 'USD',
  taxMode: 'exclusive',
  lines: [
    { description: 'Kitchen tiles', quantity: '3', unitPrice: 1999, unit: 'm2', taxes: [], discount: null, amount: 5997, discountShare: 0, net: 5997, taxAmounts: [], total: 5997 },
  ],
  discount: null,
  layout: PLAIN_LINE_LAYOUT,
  totals: { subtotal: 5997, discount: 0, net: 5997, taxes: [], taxTotal: 0, total: 5997 },
  amountPaid: 0,
  payments: [],
  amountCredited: 0,
  amountReturned: 0,
  balance: 5997,
  notes: 'Thank you!',
  terms: 'Net 30',
  paymentInstructions: 'Bank transfer to IBAN XX00',
  jobSite: null,
};
