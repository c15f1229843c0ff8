import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { DOCUMENT_KIND_REGISTRY, type PublicCreditNote } from '@ledgerline/contracts';

const publicApi = `/api/public/${DOCUMENT_KIND_REGISTRY.credit_note.apiCollection}`;

export async function getPublicCreditNote(token: string): Promise<PublicCreditNote> {
  const response = await apiRequest('GET', `${publicApi}/${encodeURIComponent(token)}`);
  return (await response.json()) as PublicCreditNote;
}

export function usePublicCreditNote(token: string) {
  return useQuery({ queryKey: [publicApi, token], queryFn: () => getPublicCreditNote(token) });
}
