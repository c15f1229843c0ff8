import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { paymentRemindersSchema, type PaymentReminders } from '@ledgerline/contracts';

const PATH = '/api/account/settings/reminders';

/** The account's payment reminders for unpaid invoices (the settings page's "Payment reminders"). */
export const paymentRemindersKeys = { all: [PATH] as const };

export const paymentRemindersQueryOptions = queryOptions({
  queryKey: paymentRemindersKeys.all,
  queryFn: async () => paymentRemindersSchema.parse(await (await apiRequest('GET', PATH)).json()),
});

export const usePaymentReminders = () => useQuery(paymentRemindersQueryOptions);

export function useSavePaymentReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reminders: PaymentReminders) => paymentRemindersSchema.parse(await (await apiRequest('PUT', PATH, reminders)).json()),
    onSuccess: (saved) => queryClient.setQueryData(paymentRemindersKeys.all, saved),
  });
}
