import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type HttpMethod } from '@ledgerline/shell-sdk';
import { DOCUMENT_KIND_REGISTRY, documentLinkSchema, type DocumentKind, type DocumentLinkAction, type SendDocumentEmail } from '@ledgerline/contracts';
import { mailKeys } from '../mail/mail.ts';

interface DocumentKeys {
  lists(): QueryKey;
  detail(id: string): QueryKey;
}

interface DocumentResourceSpec<T extends { id: string }> {
  kind: DocumentKind;
  schema: z.ZodType<T>;
  keys: DocumentKeys;
  /** What else a change to the document moves, refetched with its lists: clients' balances, the estimate a change order belongs to. Undefined when the document is not in the cache. */
  related(document: T | undefined): QueryKey[];
}

/**
 * The API of one document kind, the same for every kind: reading one, the mutation wiring (the
 * answer replaces the cached detail at once, then the kind's lists and what it moves are refetched),
 * send and email, the public link, and delete. A kind adds only its own acts (convert, void, payments).
 */
export function documentResource<T extends { id: string }>(spec: DocumentResourceSpec<T>) {
  const base = `/api/${DOCUMENT_KIND_REGISTRY[spec.kind].apiCollection}`;
  /** The address of one document, or of one of its acts: path(id, 'send'). */
  const path = (id: string, ...act: string[]) => [base, encodeURIComponent(id), ...act].join('/');

  /** Sends one request and reads the document the gateway answers with. */
  async function request(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const response = await apiRequest(method, url, body, headers);
    return spec.schema.parse(await response.json());
  }

  function useRefresh() {
    const queryClient = useQueryClient();
    return (document: T | undefined) =>
      Promise.all([spec.keys.lists(), ...spec.related(document)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }

  function useDocumentMutation<Variables>(send: (variables: Variables) => Promise<T>) {
    const queryClient = useQueryClient();
    const refresh = useRefresh();
    return useMutation({
      // Only the variables: React Query passes its own context as a second argument, which a request
      // with an optional second parameter (send's email) would otherwise send as the body.
      mutationFn: (variables: Variables) => send(variables),
      onSuccess: async (document) => {
        queryClient.setQueryData(spec.keys.detail(document.id), document);
        await refresh(document);
      },
    });
  }

  const get = (id: string) => request('GET', path(id));
  const detailQuery = (id: string) => queryOptions({ queryKey: spec.keys.detail(id), queryFn: () => get(id) });

  /** Marks the document sent, and emails it when `email` is given; the answer carries its public link. */
  const send = (id: string, email?: SendDocumentEmail) => request('POST', path(id, 'send'), email);

  /** Expiring sets or clears the link's last day; rotating gives it a new secret link (the old one stops working); revoking removes it. */
  async function changeLink({ id, ...change }: { id: string } & DocumentLinkAction) {
    const response = await apiRequest('POST', path(id, 'link'), change);
    return documentLinkSchema.parse(await response.json());
  }

  async function remove(id: string): Promise<void> {
    await apiRequest('DELETE', path(id));
  }

  return {
    path,
    request,
    useDocumentMutation,
    get,
    detailQuery,
    useOne: (id: string | undefined) => useQuery({ ...detailQuery(id ?? ''), enabled: id !== undefined }),
    send,
    useSend: () => useDocumentMutation(send),
    /** Marks it sent and queues the email; the sent mail is read again. */
    useEmail() {
      const queryClient = useQueryClient();
      const mutation = useDocumentMutation(({ id, email }: { id: string; email: SendDocumentEmail }) => send(id, email));
      return {
        ...mutation,
        mutateAsync: async (variables: { id: string; email: SendDocumentEmail }) => {
          const document = await mutation.mutateAsync(variables);
          await queryClient.invalidateQueries({ queryKey: mailKeys.all });
          return document;
        },
      };
    },
    changeLink,
    useChangeLink() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: changeLink,
        onSuccess: async (link, { id }) => {
          queryClient.setQueryData<T>(spec.keys.detail(id), (document) => (document ? { ...document, ...link } : document));
          // The change is in the document's activity too.
          await queryClient.invalidateQueries({ queryKey: spec.keys.detail(id), exact: true });
        },
      });
    },
    remove,
    useDelete() {
      const queryClient = useQueryClient();
      const refresh = useRefresh();
      return useMutation({
        mutationFn: remove,
        onSuccess: async (_nothing, id) => {
          const removed = queryClient.getQueryData<T>(spec.keys.detail(id));
          queryClient.removeQueries({ queryKey: spec.keys.detail(id) });
          await refresh(removed);
        },
      });
    },
  };
}
