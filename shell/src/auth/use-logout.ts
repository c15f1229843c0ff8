import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest, useShell, userQueryKey } from '@ledgerline/shell-sdk';
import { appPaths } from '@ledgerline/contracts';
import { deleteAccountCaches } from '../pwa/service-worker/account-caches.ts';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useShell();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      // Leave for /auth first, so the guard does not remember this page as one to come back to.
      void navigate(appPaths.auth(), { replace: true });
      queryClient.setQueryData(userQueryKey, null);
      // The account's data must not outlive its session in this tab.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      // Nor in the service worker's cache of API answers, where the next user could read it offline.
      deleteAccountCaches().catch((error: unknown) => console.error('The cached account data could not be deleted.', error));
      toast.success('Logged out');
    },
    onError: () => {
      toast.error('Logout failed. Please try again.');
    },
  });
}
