import Router from '@koa/router';
import { DOCUMENT_KINDS, defaultPaperSize, templatePreviewPdfSchema, type DocumentKind, type TemplatePreviewDocument } from '@ledgerline/contracts';
import { buildDocumentView } from '@ledgerline/documents/document-view/build-document-view.ts';
import { renderDocumentViewPdf } from '@ledgerline/documents/document-pdf/render-document-pdf.ts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { notFound } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, requestOrigin, requireUser } from '../../http/request-input.ts';
import { publicDocumentUrl } from '../document-core/public-link.ts';
import { loadPrintableDocument } from '../document-pdf/printable-document.ts';
import { documentVerificationCode } from '../document-pdf/verification.ts';
import { Template } from './template.entity.ts';

function parseKind(value: string | undefined): DocumentKind {
  if (!(DOCUMENT_KINDS as readonly (string | undefined)[]).includes(value)) throw notFound();
  return value as DocumentKind;
}

/**
 * The builder's preview: a document of the account as its client sees it (the web preview lays it
 * out in the browser with buildDocumentView), and its PDF with the builder's unsaved settings,
 * rendered by the same view model and PDF renderer as every PDF the client gets.
 */
export function templatePreviewRoutes(deps: { orm: Orm }) {
  const router = new Router<AppState>();
  const em = () => deps.orm.em;

  router.get('/templates/preview/:kind/:id', async (ctx) => {
    const user = requireUser(ctx.state);
    const { viewed, settings } = await loadPrintableDocument(em(), user.accountId, parseKind(ctx.params.kind), parseId(ctx.params.id));
    ctx.body = { ...viewed, paperSize: defaultPaperSize(settings.address.country) } satisfies TemplatePreviewDocument;
  });

  router.post('/templates/preview/:kind/:id/pdf', async (ctx) => {
    const user = requireUser(ctx.state);
    const kind = parseKind(ctx.params.kind);
    const id = parseId(ctx.params.id);
    const input = parseBody(templatePreviewPdfSchema, ctx.request.body);
    const template = input.templateId ? await em().findOne(Template, input.templateId, { populate: ['logo'] }) : null;
    if (input.templateId && !template) throw notFound();
    const { viewed, publicToken, settings } = await loadPrintableDocument(em(), user.accountId, kind, id);
    const view = buildDocumentView(viewed, input.settings, {
      paperSize: defaultPaperSize(settings.address.country),
      logo: template?.logo && template.logoType ? `data:${template.logoType};base64,${Buffer.from(template.logo).toString('base64')}` : null,
      verification: { code: documentVerificationCode(viewed), link: publicDocumentUrl(requestOrigin(ctx), kind, publicToken) },
    });
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', 'inline; filename="preview.pdf"');
    ctx.body = Buffer.from(await renderDocumentViewPdf(view));
  });

  return router;
}
