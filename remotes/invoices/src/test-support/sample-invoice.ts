import { invoiceSchema, type Invoice } from '@ledgerline/contracts';

/** A saved draft as GET /api/invoices/:id answers it. */
export const sampleInvoice: Invoice = invoiceSchema.parse({
  id: '11111111-1111-4111-8111-111111111111',
  number: 'INV-2026-0042',
  status: 'draft',
  overdue: false,
  client: { id: '22222222-2222-4222-8222-222222222222', name: 'Ada Lovelace', company: 'Analytical Engines' },
  issueDate: '2026-11-21',
  dueDate: '2026-12-05',
  currency: 'USD',
  total: 5997,
  amountPaid: 0,
  balance: 5997,
  viewedAt: null,
  taxMode: 'exclusive',
  lines: [
    {
      id: '33333333-3333-4333-8333-333333333333', description: 'Tiles', quantity: '3', unitPrice: 1999, unit: 'm2', taxes: [], discount: null,
      amount: 5997, discountShare: 0, net: 5997, taxAmounts: [], total: 5997,
    },
  ],
  discount: null,
  totals: { subtotal: 5997, discount: 0, net: 5997, taxes: [], taxTotal: 0, total: 5997 },
  notes: '',
  terms: '',
  payments: [],
  activity: [{ id: '44444444-4444-4444-8444-444444444444', type: 'created', summary: 'Created invoice INV-2026-0042', actor: 'ada', at: '2026-11-21T08:00:00.000Z' }],
  publicUrl: null,
  publicLinkExpiresOn: null,
  source: null,
  sentAt: null,
  version: 3,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
});
