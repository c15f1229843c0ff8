import type { TemplateSettings } from '@ledgerline/contracts';
import { changeOrderView } from './change-order-view.ts';
import { creditNoteView } from './credit-note-view.ts';
import type { DocumentView, KindView, ViewContext, ViewedDocument } from './document-view.ts';
import { estimateView } from './estimate-view.ts';
import { invoiceView } from './invoice-view.ts';
import { templateLabels } from './template-labels.ts';

function kindView(viewed: ViewedDocument, template: TemplateSettings, context: ViewContext): KindView {
  const label = templateLabels(template);
  switch (viewed.kind) {
    case 'invoice':
      return invoiceView(viewed.document, template, label, context);
    case 'estimate':
      return estimateView(viewed.document, template, label, context);
    case 'change_order':
      return changeOrderView(viewed.document, template, label, context);
    case 'credit_note':
      return creditNoteView(viewed.document, template, label, context);
  }
}

/**
 * The one view of a document that the public page, the email and the PDF render: pure, so the same
 * document and template give the same view wherever it is built.
 */
export function buildDocumentView(viewed: ViewedDocument, template: TemplateSettings, context: ViewContext): DocumentView {
  const view = kindView(viewed, template, context);
  return {
    kind: viewed.kind,
    ...view,
    headerText: template.headerText,
    footerText: template.footerText,
    verification: context.verification ?? null,
    watermark: context.watermark ?? null,
    look: {
      design: template.design,
      accentColor: template.accentColor,
      font: template.font,
      paperSize: template.paperSize ?? context.paperSize,
      logo: context.logo ?? null,
      logoPosition: template.logoPosition,
      documentTitle: `${view.title} ${view.number} from ${viewed.document.business.name}`,
      author: viewed.document.business.name,
    },
  };
}
