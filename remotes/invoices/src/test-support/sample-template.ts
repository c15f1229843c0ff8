import { BUILT_IN_TEMPLATES, invoiceSummarySchema, templateSchema, type Template } from '@ledgerline/contracts';
import { samplePublicInvoice } from '@ledgerline/documents/test-support/sample-public-invoice.ts';
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

/** What the preview's document picker lists (the sample invoice, no estimate or change order), and that invoice as the preview gets it. */
export const previewRoutes = {
  '/api/invoices': { items: [invoiceSummarySchema.parse(sampleInvoice)], total: 1, page: 1, pageSize: 5 },
  '/api/estimates': { items: [], total: 0, page: 1, pageSize: 5, winRate: null, totals: { count: 0, total: 0 } },
  '/api/change-orders': { items: [], total: 0, page: 1, pageSize: 5 },
  [`/api/templates/preview/invoice/${sampleInvoice.id}`]: { kind: 'invoice', document: { ...samplePublicInvoice, number: sampleInvoice.number }, paperSize: 'A4' },
};
