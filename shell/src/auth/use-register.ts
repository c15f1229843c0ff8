import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverProblemText, useShell, userQueryKey } from '@ledgerline/shell-sdk';
import type { RegisterBody, User } from '@ledgerline/contracts';

/** Registration signs the new user in, so it ends like a login. */
export function useRegister() {
  const queryClient = useQueryClient();
  const { toast } = useShell();
  return useMutation({
    mutationFn: async (body: RegisterBody) => (await (await apiRequest('POST', '/api/register', body)).json()) as User,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast.success('Account created', `You are signed in as ${user.username}.`);
    },
    onError: (error) => {
      toast.error('Registration failed', serverProblemText(error, 'error') ?? 'Unable to create account. Please try again.');
    },
  });
}
