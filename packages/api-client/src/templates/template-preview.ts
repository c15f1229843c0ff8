import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { templatePreviewDocumentSchema, type DocumentKind, type TemplatePreviewDocument, type TemplatePreviewPdf } from '@ledgerline/contracts';
import { templateKeys } from './template-keys.ts';

const previewPath = (kind: DocumentKind, id: string) => `/api/templates/preview/${kind}/${encodeURIComponent(id)}`;

/** A document of the account as its client sees it, for the builder's live preview. */
export async function getTemplatePreviewDocument(kind: DocumentKind, id: string): Promise<TemplatePreviewDocument> {
  const response = await apiRequest('GET', previewPath(kind, id));
  return templatePreviewDocumentSchema.parse(await response.json());
}

export const templatePreviewQueryOptions = (kind: DocumentKind, id: string) =>
  queryOptions({ queryKey: [...templateKeys.all, 'preview', kind, id] as const, queryFn: () => getTemplatePreviewDocument(kind, id) });

export function useTemplatePreviewDocument(pick: { kind: DocumentKind; id: string } | null) {
  return useQuery({ ...templatePreviewQueryOptions(pick?.kind ?? 'invoice', pick?.id ?? ''), enabled: pick !== null });
}

/** The document's PDF with the builder's settings, rendered by the server's PDF renderer. */
export async function renderTemplatePreviewPdf(kind: DocumentKind, id: string, body: TemplatePreviewPdf): Promise<Blob> {
  const response = await apiRequest('POST', `${previewPath(kind, id)}/pdf`, body);
  return response.blob();
}
