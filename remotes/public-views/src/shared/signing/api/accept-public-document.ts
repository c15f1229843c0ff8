import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { Acceptance } from '@ledgerline/contracts';
import { publicDocumentKey, publicDocumentUrl, type SignableKind } from '../../public-document/public-api.ts';

/** Signs the document; the answer is the document as its client now sees it, signed. */
export async function acceptPublicDocument(kind: SignableKind, token: string, acceptance: Acceptance): Promise<unknown> {
  const response = await apiRequest('POST', publicDocumentUrl(kind, token, 'accept'), acceptance);
  return response.json();
}

/** Signs the document and shows the signed one at once. `onAnswered` runs while the signing panel that asked is still there. */
export function useAcceptPublicDocument(kind: SignableKind, token: string, onAnswered: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (acceptance: Acceptance) => acceptPublicDocument(kind, token, acceptance),
    onSuccess: (signed) => {
      onAnswered();
      queryClient.setQueryData(publicDocumentKey(kind, token), signed);
    },
  });
}
