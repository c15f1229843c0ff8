import { accountPaperSize, type TemplateSettings } from '@ledgerline/contracts';
import { buildDocumentView } from '@ledgerline/documents/document-view/build-document-view.ts';
import type { DocumentView } from '@ledgerline/documents/document-view/document-view.ts';
import { publicDocumentUrl } from '../document-core/public-link.ts';
import { toSettingsBody } from '../settings/settings.mapper.ts';
import { logoDataUrl, type TemplateLogo } from '../templates/resolve-template.ts';
import type { PrintableDocument } from './printable-document.ts';
import { documentVerificationCode } from './verification.ts';

/**
 * What a PDF of the document prints with a template: the owner's and the client's downloads, the
 * email attachment and the template builder's preview all come through here, so they cannot drift.
 * `origin` is where the app is reached (the printed public link lives there). `watermark` is the
 * plan's mark on the copies the client receives; the builder's preview, the owner's working screen,
 * carries none.
 */
export function printView(
  printable: PrintableDocument,
  template: { settings: TemplateSettings; logo: TemplateLogo | null },
  origin: string,
  watermark: string | null = null,
): DocumentView {
  const { viewed, publicToken, settings } = printable;
  return buildDocumentView(viewed, template.settings, {
    paperSize: accountPaperSize(toSettingsBody(settings)),
    logo: logoDataUrl(template.logo),
    verification: { code: documentVerificationCode(viewed), link: publicDocumentUrl(origin, viewed.kind, publicToken) },
    watermark,
  });
}
