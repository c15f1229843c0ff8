import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, userQueryKey } from '@ledgerline/shell-sdk';
import type { PasswordResetConfirm, PasswordResetRequest } from '@ledgerline/contracts';

/** POST /api/password-reset: the server answers the same whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (body: PasswordResetRequest) => {
      await apiRequest('POST', '/api/password-reset', body);
    },
  });
}

/** POST /api/password-reset/confirm. Every session of the user ends with it, this browser's included. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PasswordResetConfirm) => {
      await apiRequest('POST', '/api/password-reset/confirm', body);
    },
    onSuccess: () => queryClient.setQueryData(userQueryKey, null),
  });
}
