import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_KIND_REGISTRY,
  documentEmailDraftSchema,
  documentEmailPreviewSchema,
  mailListSchema,
  mailMessageSchema,
  type DocumentKind,
  type MailMessage,
} from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';

export const mailKeys = {
  all: ['/api/mail'] as const,
  list: (page: number) => [...mailKeys.all, 'list', page] as const,
  detail: (id: string) => [...mailKeys.all, 'detail', id] as const,
  draft: (kind: DocumentKind, id: string) => [...mailKeys.all, 'draft', kind, id] as const,
  preview: (kind: DocumentKind, id: string, message: string) => [...mailKeys.all, 'preview', kind, id, message] as const,
};

/** The account's sent mail (the local mailbox without SMTP), newest first, one page. */
export const mailListQueryOptions = (page: number, pageSize = 20) =>
  queryOptions({
    queryKey: mailKeys.list(page),
    queryFn: async () => mailListSchema.parse(await (await apiRequest('GET', `/api/mail?page=${page}&pageSize=${pageSize}`)).json()),
  });

export const useMailList = (page: number) => useQuery(mailListQueryOptions(page));

export const mailMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: async () => mailMessageSchema.parse(await (await apiRequest('GET', `/api/mail/${encodeURIComponent(id)}`)).json()),
  });

export const useMailMessage = (id: string | null) => useQuery({ ...mailMessageQueryOptions(id ?? ''), enabled: id !== null });

/** Where an attachment of a sent message downloads from. */
export const mailAttachmentUrl = (messageId: string, attachmentId: string) =>
  `/api/mail/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(attachmentId)}`;

/** What the send dialog opens with, and the newest email about the document. */
export const documentEmailDraftQueryOptions = (kind: DocumentKind, id: string) =>
  queryOptions({
    queryKey: mailKeys.draft(kind, id),
    queryFn: async () =>
      documentEmailDraftSchema.parse(await (await apiRequest('GET', `/api/${DOCUMENT_KIND_REGISTRY[kind].apiCollection}/${encodeURIComponent(id)}/email`)).json()),
  });

export const useDocumentEmailDraft = (kind: DocumentKind, id: string, enabled = true) => useQuery({ ...documentEmailDraftQueryOptions(kind, id), enabled });

/** The message the send dialog holds, rendered by the server as it would be sent (a POST that changes nothing). */
export const documentEmailPreviewQueryOptions = (kind: DocumentKind, id: string, message: string) =>
  queryOptions({
    queryKey: mailKeys.preview(kind, id, message),
    queryFn: async () =>
      documentEmailPreviewSchema.parse(
        await (await apiRequest('POST', `/api/${DOCUMENT_KIND_REGISTRY[kind].apiCollection}/${encodeURIComponent(id)}/email-preview`, { message })).json(),
      ),
    retry: false,
  });

export const useDocumentEmailPreview = (kind: DocumentKind, id: string, message: string, enabled: boolean) =>
  useQuery({ ...documentEmailPreviewQueryOptions(kind, id, message), enabled });

/** Queues a failed message for another round of attempts. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<MailMessage> =>
      mailMessageSchema.parse(await (await apiRequest('POST', `/api/mail/${encodeURIComponent(id)}/retry`)).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
