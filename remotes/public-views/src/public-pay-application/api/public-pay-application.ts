import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import type { PayApplicationCertifyInput, PublicPayApplication } from '@ledgerline/contracts';

const COLLECTION = '/api/public/pay-applications';
const url = (token: string) => `${COLLECTION}/${encodeURIComponent(token)}`;
const key = (token: string) => [COLLECTION, token] as const;

export function usePublicPayApplication(token: string) {
  // The contractor may invoice it meanwhile: show what is true now.
  return useQuery({ queryKey: key(token), queryFn: async () => (await (await apiRequest('GET', url(token))).json()) as PublicPayApplication, staleTime: 0 });
}

/** Certifies the application; the answer is the application as certified, which the page then shows. */
export function useCertifyPayApplication(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PayApplicationCertifyInput) => (await (await apiRequest('POST', `${url(token)}/certify`, input)).json()) as PublicPayApplication,
    onSuccess: (answer) => queryClient.setQueryData(key(token), answer),
  });
}
