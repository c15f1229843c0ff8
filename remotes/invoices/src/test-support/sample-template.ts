import { BUILT_IN_TEMPLATES, clientSchema, invoiceSummarySchema, templateSchema, type Template } from '@ledgerline/contracts';
import { sampleInvoice } from './sample-invoice.ts';

/** A saved copy of the Classic design as GET /api/templates/:id answers it. */
export const sampleTemplate: Template = templateSchema.parse({
  ...BUILT_IN_TEMPLATES.classic,
  name: 'Site work',
  id: '55555555-5555-4555-8555-555555555555',
  logoUrl: null,
  defaultFor: ['invoice'],
  version: 4,
  updatedAt: '2026-11-21T08:00:00.000Z',
});

/** The client of the sample invoice, as the PDF and the preview look it up. */
export const sampleInvoiceClient = clientSchema.parse({
  id: sampleInvoice.client.id,
  name: sampleInvoice.client.name,
  company: sampleInvoice.client.company,
  email: 'ada@engines.example',
  billingAddress: {},
  siteAddress: {},
  archived: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  balance: { invoiced: 0, paid: 0, outstanding: 0 },
});

/** What the preview's document picker lists: the sample invoice, and no estimate or change order. */
export const previewListRoutes = {
  '/api/invoices': { items: [invoiceSummarySchema.parse(sampleInvoice)], total: 1, page: 1, pageSize: 5 },
  '/api/estimates': { items: [], total: 0, page: 1, pageSize: 5, winRate: null, totals: { count: 0, total: 0 } },
  '/api/change-orders': { items: [], total: 0, page: 1, pageSize: 5 },
  [`/api/invoices/${sampleInvoice.id}`]: sampleInvoice,
  [`/api/clients/${sampleInvoice.client.id}`]: sampleInvoiceClient,
};
