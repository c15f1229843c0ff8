import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { estimateKeys, invoiceKeys } from '@ledgerline/api-client';
import { invoiceSchema, jobProgressSchema, type Invoice, type JobProgress, type PayApplicationInputDraft, type RetainageRuleBody } from '@ledgerline/contracts';

const base = (id: string) => `/api/estimates/${encodeURIComponent(id)}`;

/** Under the estimate's detail key, so whatever refreshes the estimate refreshes its progress too. */
const progressKey = (id: string) => [...estimateKeys.detail(id), 'progress'] as const;

export const jobProgressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: progressKey(id),
    queryFn: async (): Promise<JobProgress> => jobProgressSchema.parse(await (await apiRequest('GET', `${base(id)}/progress`)).json()),
  });

export const useJobProgress = (id: string) => useQuery(jobProgressQueryOptions(id));

/** After a write: the progress it answered, and the estimate (its invoices, status, job) and the invoice lists move. */
function useProgressWrite<Input, Output extends JobProgress | Invoice>(id: string, write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      if ('applications' in answer) queryClient.setQueryData<JobProgress>(progressKey(id), answer);
      else queryClient.setQueryData<Invoice>(invoiceKeys.detail(answer.id), answer);
      await Promise.all([queryClient.invalidateQueries({ queryKey: estimateKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() })]);
    },
  });
}

const progressOf = async (response: Response) => jobProgressSchema.parse(await response.json());
const invoiceOf = async (response: Response) => invoiceSchema.parse(await response.json());

export const useSetRetainage = (id: string) => useProgressWrite(id, async (rule: RetainageRuleBody) => progressOf(await apiRequest('PUT', `${base(id)}/retainage`, rule)));

/** Saves a new pay application (no `sequence`) or the draft with that number. */
export const useSavePayApplication = (id: string) =>
  useProgressWrite(id, async ({ sequence, ...input }: PayApplicationInputDraft & { sequence: number | null }) =>
    progressOf(sequence === null ? await apiRequest('POST', `${base(id)}/pay-applications`, input) : await apiRequest('PUT', `${base(id)}/pay-applications/${sequence}`, input)),
  );

/** Sends an application to the client to certify: locked from then, its link emailed to the client. */
export const useSubmitPayApplication = (id: string) => useProgressWrite(id, async (sequence: number) => progressOf(await apiRequest('POST', `${base(id)}/pay-applications/${sequence}/submit`)));

export const useInvoicePayApplication = (id: string) => useProgressWrite(id, async (sequence: number) => invoiceOf(await apiRequest('POST', `${base(id)}/pay-applications/${sequence}/invoice`)));

export const useReleaseRetainage = (id: string) => useProgressWrite(id, async (amount: number) => invoiceOf(await apiRequest('POST', `${base(id)}/retainage-releases`, { amount })));
