import { z } from 'zod';
import { publicChangeOrderSchema } from './public-change-order.ts';
import { publicCreditNoteSchema } from './credit-notes.ts';
import { publicEstimateSchema } from './public-estimate.ts';
import { publicInvoiceSchema } from './public-invoice.ts';
import { paperSizeSchema, templateSettingsSchema } from './templates.ts';

/**
 * GET /api/templates/preview/:kind/:id: one of the account's documents as its client sees it (the
 * same copy its PDF prints), for the builder to lay out with the settings being edited.
 */
export const templatePreviewDocumentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invoice'), document: publicInvoiceSchema }),
  z.object({ kind: z.literal('estimate'), document: publicEstimateSchema }),
  z.object({ kind: z.literal('change_order'), document: publicChangeOrderSchema }),
  z.object({ kind: z.literal('credit_note'), document: publicCreditNoteSchema }),
]).and(z.object({
  /** The account's paper size, which a template's own overrides. */
  paperSize: paperSizeSchema,
}));
export type TemplatePreviewDocument = z.infer<typeof templatePreviewDocumentSchema>;

/** POST /api/templates/preview/:kind/:id/pdf: the document's PDF with settings not saved yet. */
export const templatePreviewPdfSchema = z.strictObject({
  /** The saved template whose logo prints; null prints none. */
  templateId: z.uuid('Choose one of your templates.').nullable(),
  settings: templateSettingsSchema,
});
export type TemplatePreviewPdf = z.infer<typeof templatePreviewPdfSchema>;
