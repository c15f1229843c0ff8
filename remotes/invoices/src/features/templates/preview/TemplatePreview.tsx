import { useMemo } from 'react';
import type { TemplatePreviewDocument, TemplateSettings } from '@ledgerline/contracts';
import { buildDocumentView } from '@ledgerline/documents/document-view/build-document-view.ts';
import { DocumentViewPage } from './DocumentViewPage.tsx';

export type TemplatePreviewProps = {
  settings: TemplateSettings;
  document: TemplatePreviewDocument;
  /** The template's uploaded logo, or null. */
  logoUrl: string | null;
};

/**
 * The builder's live preview: the document view model of packages/documents, built from the picked
 * document and the settings being edited (the one the PDF and the client's page are built from).
 */
export function TemplatePreview({ settings, document, logoUrl }: TemplatePreviewProps) {
  const view = useMemo(() => buildDocumentView(document, settings, { paperSize: document.paperSize, logo: logoUrl }), [document, settings, logoUrl]);
  return <DocumentViewPage view={view} />;
}
