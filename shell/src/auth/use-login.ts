import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverProblemText, useShell, userQueryKey } from '@ledgerline/shell-sdk';
import type { LoginBody, User } from '@ledgerline/contracts';

export function useLogin() {
  const queryClient = useQueryClient();
  const { toast } = useShell();
  return useMutation({
    mutationFn: async (body: LoginBody) => (await (await apiRequest('POST', '/api/login', body)).json()) as User,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast.success('Login successful', `Welcome back, ${user.username}!`);
    },
    onError: (error) => {
      toast.error('Login failed', serverProblemText(error, 'message') ?? 'Invalid credentials. Please try again.');
    },
  });
}
