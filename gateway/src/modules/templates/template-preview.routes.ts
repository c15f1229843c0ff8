import Router from '@koa/router';
import { accountPaperSize, DOCUMENT_KINDS, templatePreviewPdfSchema, type DocumentKind, type TemplatePreviewDocument } from '@ledgerline/contracts';
import { renderViewPdf } from '../document-pdf/pdf-renderer.ts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { notFound } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, publicOrigin, requireUser } from '../../http/request-input.ts';
import { loadPrintableDocument } from '../document-pdf/printable-document.ts';
import { printView } from '../document-pdf/print-view.ts';
import { toSettingsBody } from '../settings/settings.mapper.ts';
import { templateLogo } from './resolve-template.ts';
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
    ctx.body = { ...viewed, paperSize: accountPaperSize(toSettingsBody(settings)) } satisfies TemplatePreviewDocument;
  });

  router.post('/templates/preview/:kind/:id/pdf', async (ctx) => {
    const user = requireUser(ctx.state);
    const kind = parseKind(ctx.params.kind);
    const id = parseId(ctx.params.id);
    const input = parseBody(templatePreviewPdfSchema, ctx.request.body);
    const stored = input.templateId ? await em().findOne(Template, input.templateId, { populate: ['logo'] }) : null;
    if (input.templateId && !stored) throw notFound();
    const printable = await loadPrintableDocument(em(), user.accountId, kind, id);
    const view = printView(printable, { settings: input.settings, logo: stored ? templateLogo(stored) : null }, publicOrigin(ctx));
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', 'inline; filename="preview.pdf"');
    ctx.body = Buffer.from(await renderViewPdf(view));
  });

  return router;
}
