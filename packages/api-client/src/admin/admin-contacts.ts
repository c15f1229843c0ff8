import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminContactListSchema,
  adminContactMessageSchema,
  type AdminContactMessage,
  type AdminContactsQuery,
  type ContactReplyBody,
} from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';
import { queryString } from '../query-string.ts';
import { adminKeys } from './admin-keys.ts';

const contactPath = (id: string) => `/api/admin/contacts/${encodeURIComponent(id)}`;

export const adminContactsQueryOptions = (query: AdminContactsQuery) =>
  queryOptions({
    queryKey: adminKeys.contactList(query),
    queryFn: async () => adminContactListSchema.parse(await (await apiRequest('GET', `/api/admin/contacts?${queryString(query)}`)).json()),
  });

/** The contact inbox, searched and filtered. */
export const useAdminContacts = (query: AdminContactsQuery) => useQuery(adminContactsQueryOptions(query));

export const adminContactQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.contact(id),
    queryFn: async () => adminContactMessageSchema.parse(await (await apiRequest('GET', contactPath(id))).json()),
  });

export const useAdminContact = (id: string | null) => useQuery({ ...adminContactQueryOptions(id ?? ''), enabled: id !== null });

function useContactMutation<Variables>(send: (variables: Variables) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables): Promise<AdminContactMessage> => adminContactMessageSchema.parse(await (await send(variables)).json()),
    onSuccess: (message) => {
      queryClient.setQueryData(adminKeys.contact(message.id), message);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** Marks a message handled with a note. */
export const useMarkContactHandled = () =>
  useContactMutation(({ id, note }: { id: string; note: string }) => apiRequest('POST', `${contactPath(id)}/handled`, { note }));

/** Emails a reply to the message's sender through the outbox. */
export const useReplyToContact = () =>
  useContactMutation(({ id, reply }: { id: string; reply: ContactReplyBody }) => apiRequest('POST', `${contactPath(id)}/reply`, reply));
