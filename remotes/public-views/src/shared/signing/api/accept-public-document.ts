import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { Acceptance } from '@ledgerline/contracts';
import { publicDocumentKey, publicDocumentUrl, type SignableKind } from '../../public-document/public-api.ts';

export async function acceptPublicDocument(kind: SignableKind, token: string, acceptance: Acceptance): Promise<void> {
  await apiRequest('POST', publicDocumentUrl(kind, token, 'accept'), acceptance);
}

/**
 * Signs the document; it stays pending until the page has reread the signed document. `onSigned`
 * runs first, while the signing panel that asked is still there.
 */
export function useAcceptPublicDocument(kind: SignableKind, token: string, onSigned: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (acceptance: Acceptance) => acceptPublicDocument(kind, token, acceptance),
    onSuccess: () => {
      onSigned();
      return queryClient.invalidateQueries({ queryKey: publicDocumentKey(kind, token) });
    },
  });
}
