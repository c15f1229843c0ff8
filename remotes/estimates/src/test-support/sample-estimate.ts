import { addressSchema, changeOrderSchema, clientSchema, estimateSchema, invoiceSchema, jobPageSchema, type ChangeOrder, type Client, type Estimate, type Invoice, type JobPage } from '@ledgerline/contracts';

export const ESTIMATE_ID = '11111111-1111-4111-8111-111111111111';
export const CLIENT = { id: '22222222-2222-4222-8222-222222222222', name: 'Ada Lovelace', company: 'Analytical Engines' };
/** The client as GET /api/clients/:id answers it, with the email a link is mailed to. */
export const sampleClient: Client = clientSchema.parse({
  ...CLIENT,
  email: 'ada@engines.example',
  phone: '',
  contacts: [],
  billingAddress: addressSchema.parse({ line1: '1 Engine Row', city: 'London' }),
  siteAddress: addressSchema.parse({}),
  currency: null,
  taxId: '',
  notes: '',
  archived: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  balance: { invoiced: 0, paid: 0, outstanding: 0 },
});
export const CHANGE_ORDER_ID = '55555555-5555-4555-8555-555555555555';
const HASH = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';

const line = (id: string, description: string, quantity: string, unitPrice: number, optional = false) => {
  const amount = Math.round(Number(quantity) * unitPrice);
  return { id, description, quantity, unitPrice, unit: '', taxes: [], discount: null, optional, amount, discountShare: 0, net: amount, taxAmounts: [], total: amount };
};

/** A draft as GET /api/estimates/:id answers it: one line, valid for 30 days. */
export const draftEstimate: Estimate = estimateSchema.parse({
  id: ESTIMATE_ID,
  number: 'EST-0007',
  baseNumber: 'EST-0007',
  revision: 1,
  status: 'draft',
  client: CLIENT,
  issueDate: '2026-11-21',
  validUntil: '2026-12-21',
  currency: 'USD',
  total: 500000,
  contractValue: 500000,
  viewedAt: null,
  acceptedAt: null,
  taxMode: 'exclusive',
  lines: [line('33333333-3333-4333-8333-333333333333', 'Deck, 20 m2', '1', 500000)],
  discount: null,
  totals: { subtotal: 500000, discount: 0, net: 500000, taxes: [], taxTotal: 0, total: 500000 },
  chosenOptionalLineIds: [],
  notes: '',
  terms: 'Half on acceptance.',
  siteAddress: null,
  deposit: null,
  depositAmount: 0,
  completionDate: null,
  signature: null,
  declineReason: null,
  publicUrl: null,
  publicLinkExpiresOn: null,
  sentAt: null,
  version: 2,
  activity: [{ id: '44444444-4444-4444-8444-444444444444', type: 'created', summary: 'Created estimate EST-0007', actor: 'ada', at: '2026-11-21T08:00:00.000Z' }],
  revisions: [{ revision: 1, status: 'draft', total: 500000, sentAt: null, acceptedAt: null, declinedAt: null }],
  job: null,
  invoices: [],
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
});

export const signature = {
  name: 'Ada Lovelace',
  method: 'typed' as const,
  image: null,
  signedAt: '2026-11-23T15:04:00.000Z',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  revision: 2,
  contentHash: HASH,
  consentText: 'I agree to sign this document electronically. My electronic signature has the same legal effect as a handwritten signature.',
};

/**
 * Revision 2, accepted and signed, with a 30 % deposit, an optional line the client chose, one
 * approved change order (+$1,200, +2 days) and one pending (+$300).
 */
export const acceptedEstimate: Estimate = estimateSchema.parse({
  ...draftEstimate,
  number: 'EST-0007-R2',
  revision: 2,
  status: 'accepted',
  total: 550000,
  contractValue: 670000,
  acceptedAt: '2026-11-23T15:04:00.000Z',
  viewedAt: '2026-11-22T09:00:00.000Z',
  lines: [...draftEstimate.lines, line('66666666-6666-4666-8666-666666666666', 'Railing', '1', 50000, true)],
  totals: { subtotal: 550000, discount: 0, net: 550000, taxes: [], taxTotal: 0, total: 550000 },
  chosenOptionalLineIds: ['66666666-6666-4666-8666-666666666666'],
  deposit: { type: 'percent', value: '30' },
  depositAmount: 165000,
  completionDate: '2027-01-15',
  signature,
  publicUrl: '/view/estimate/tok-estimate',
  sentAt: '2026-11-22T08:00:00.000Z',
  version: 5,
  revisions: [
    { revision: 1, status: 'declined', total: 500000, sentAt: '2026-11-21T09:00:00.000Z', acceptedAt: null, declinedAt: '2026-11-21T18:00:00.000Z' },
    { revision: 2, status: 'accepted', total: 550000, sentAt: '2026-11-22T08:00:00.000Z', acceptedAt: '2026-11-23T15:04:00.000Z', declinedAt: null },
  ],
  job: {
    originalValue: 550000,
    approvedChanges: 120000,
    pendingChanges: 30000,
    contractValue: 670000,
    originalCompletionDate: '2027-01-15',
    revisedCompletionDate: '2027-01-17',
    daysAdded: 2,
    invoiced: 0,
    remainingToInvoice: 670000,
    standingChangeOrders: 0,
    currency: 'USD',
  },
});

/** A change order of the accepted estimate, still a draft: +$1,200 and 2 days. */
export const draftChangeOrder: ChangeOrder = changeOrderSchema.parse({
  id: CHANGE_ORDER_ID,
  number: 'EST-0007-CO-01',
  status: 'draft',
  estimate: { id: ESTIMATE_ID, number: 'EST-0007-R2' },
  client: CLIENT,
  reason: 'Larger deck',
  costDelta: 120000,
  daysDelta: 2,
  currency: 'USD',
  approvalDeadline: null,
  invoiced: false,
  viewedAt: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  description: 'Four more square metres.',
  requestedBy: 'Ada Lovelace',
  taxMode: 'exclusive',
  lines: [line('77777777-7777-4777-8777-777777777777', 'Decking, 4 m2', '1', 120000)],
  totals: { subtotal: 120000, discount: 0, net: 120000, taxes: [], taxTotal: 0, total: 120000 },
  invoiceOnApproval: false,
  notes: '',
  terms: '',
  publicUrl: null,
  publicLinkExpiresOn: null,
  sentAt: null,
  version: 1,
  activity: [],
  signature: null,
  closingReason: null,
  invoice: null,
  job: acceptedEstimate.job,
});

/** The invoice of the change order once approved, as POST /api/change-orders/:id/invoice answers it. */
export const changeOrderInvoice: Invoice = invoiceSchema.parse({
  id: '88888888-8888-4888-8888-888888888888',
  number: 'INV-2026-0043',
  status: 'draft',
  overdue: false,
  client: CLIENT,
  issueDate: '2026-11-24',
  dueDate: '2026-12-08',
  currency: 'USD',
  total: 120000,
  amountPaid: 0,
  balance: 120000,
  viewedAt: null,
  taxMode: 'exclusive',
  lines: [line('99999999-9999-4999-8999-999999999999', 'EST-0007-CO-01: Decking, 4 m2', '1', 120000)],
  discount: null,
  totals: { subtotal: 120000, discount: 0, net: 120000, taxes: [], taxTotal: 0, total: 120000 },
  notes: '',
  terms: '',
  payments: [],
  activity: [],
  publicUrl: null,
  publicLinkExpiresOn: null,
  source: null,
  sentAt: null,
  version: 1,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
});

/** The accepted estimate's job as GET /api/jobs/:id answers it: one pay application billed and paid, a change order approved. */
export const sampleJob: JobPage = jobPageSchema.parse({
  id: ESTIMATE_ID,
  number: 'EST-0007-R2',
  title: 'Lovelace kitchen',
  client: CLIENT,
  status: 'open',
  acceptedAt: '2026-11-23T15:04:00.000Z',
  currency: 'USD',
  contractValue: 670000,
  billed: 180000,
  paid: 180000,
  retainageHeld: 20000,
  leftToBill: 490000,
  siteAddress: { line1: '12 Elm Street', line2: '', city: 'Austin', region: 'TX', postalCode: '78702', country: 'United States' },
  figures: { ...acceptedEstimate.job, invoiced: 180000, remainingToInvoice: 490000 },
  documents: [
    { kind: 'estimate', id: ESTIMATE_ID, number: 'EST-0007-R2', role: 'Accepted estimate', date: '2026-11-23', status: 'accepted', total: 550000, balance: null },
    { kind: 'invoice', id: '88888888-8888-4888-8888-888888888888', number: 'INV-2026-0043', role: 'Pay application 1', date: '2026-11-30', status: 'paid', total: 180000, balance: 0 },
    { kind: 'change_order', id: CHANGE_ORDER_ID, number: 'EST-0007-CO-01', role: 'Change order', date: '2026-12-02', status: 'approved', total: 120000, balance: null },
  ],
});
