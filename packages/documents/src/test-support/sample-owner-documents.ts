import { accountSettingsSchema, changeOrderSchema, clientSchema, estimateSchema, type ChangeOrder, type Client, type PublicChangeOrder, type PublicEstimate } from '@ledgerline/contracts';

const CLIENT_ID = '8b9c0d1e-2f3a-4b5c-8d6e-7f8a9b0c1d2e';
const ESTIMATE_ID = '9c0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f';
const STAMP = '2026-11-02T09:00:00.000Z';

/** The signer's evidence as the owner's API answers it: the public one plus IP address and browser. */
export const ownerEvidence = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' };

/** The account settings whose business block the public samples print. */
export function sampleSettings(publicDocument: PublicEstimate | PublicChangeOrder) {
  const { name, ...business } = publicDocument.business;
  return accountSettingsSchema.parse({ businessName: name, ...business, currency: publicDocument.currency });
}

/** The public samples' client as GET /api/clients/:id answers it. */
export function sampleClient(publicDocument: PublicEstimate | PublicChangeOrder): Client {
  return clientSchema.parse({
    ...publicDocument.client,
    id: CLIENT_ID,
    phone: '',
    contacts: [],
    siteAddress: publicDocument.client.billingAddress,
    currency: null,
    notes: 'Gate code 4411',
    archived: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    balance: { invoiced: 0, paid: 0, outstanding: 0 },
  });
}

const ownerClient = (publicDocument: PublicEstimate | PublicChangeOrder) => ({
  id: CLIENT_ID,
  name: publicDocument.client.name,
  company: publicDocument.client.company,
});

/** A public estimate sample as GET /api/estimates/:id answers it to the owner. */
export function ownerEstimateOf(estimate: PublicEstimate) {
  return estimateSchema.parse({
    ...estimate,
    id: ESTIMATE_ID,
    baseNumber: estimate.number,
    client: ownerClient(estimate),
    total: estimate.totals.total,
    contractValue: estimate.job?.contractValue ?? estimate.totals.total,
    viewedAt: STAMP,
    acceptedAt: estimate.signature?.signedAt ?? null,
    signature: estimate.signature && { ...estimate.signature, ...ownerEvidence },
    publicUrl: '/view/estimate/tok-estimate',
    sentAt: STAMP,
    version: 4,
    activity: [],
    revisions: [],
    invoices: [],
    createdAt: STAMP,
    updatedAt: STAMP,
  });
}

/** A public change order sample as GET /api/change-orders/:id answers it to the owner. */
export function ownerChangeOrderOf(changeOrder: PublicChangeOrder): ChangeOrder {
  return changeOrderSchema.parse({
    ...changeOrder,
    id: 'ad1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
    estimate: { id: ESTIMATE_ID, number: changeOrder.estimateNumber },
    client: ownerClient(changeOrder),
    lines: changeOrder.lines.map((line, index) => ({ ...line, id: `be2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a${String(index).padStart(2, '0')}` })),
    invoiced: false,
    viewedAt: STAMP,
    createdAt: STAMP,
    invoiceOnApproval: false,
    publicUrl: '/view/change-order/tok-change-order',
    version: changeOrder.revision,
    activity: [],
    signature: changeOrder.signature && { ...changeOrder.signature, ...ownerEvidence },
    invoice: null,
  });
}
