import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { jobListSchema, jobPageSchema, type JobList, type JobListQuery, type JobPage } from '@ledgerline/contracts';
import { jobKeys } from './job-keys.ts';

export async function listJobs(query: JobListQuery): Promise<JobList> {
  const params = new URLSearchParams({ sort: query.sort, page: String(query.page), pageSize: String(query.pageSize) });
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.clientId) params.set('clientId', query.clientId);
  const response = await apiRequest('GET', `/api/jobs?${params}`);
  return jobListSchema.parse(await response.json());
}

export function useJobList(query: JobListQuery) {
  // Billed, paid and retainage move with every invoice and payment: asked again whenever shown.
  return useQuery(queryOptions({ queryKey: jobKeys.list(query), queryFn: () => listJobs(query), staleTime: 0, placeholderData: keepPreviousData }));
}

export async function getJob(id: string): Promise<JobPage> {
  const response = await apiRequest('GET', `/api/jobs/${encodeURIComponent(id)}`);
  return jobPageSchema.parse(await response.json());
}

export function useJob(id: string, enabled = true) {
  return useQuery(queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => getJob(id), staleTime: 0, enabled }));
}
