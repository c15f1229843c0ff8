import { idSchema, JOB_SORTS, JOB_STATUS_LABELS, JOB_STATUSES, type JobListQuery } from '@ledgerline/contracts';
import { listState, type ListState } from '@ledgerline/lists';

export const JOB_STATUS_FILTERS = [{ value: 'all', label: 'All' }, ...JOB_STATUSES.map((status) => ({ value: status, label: JOB_STATUS_LABELS[status] }))] as const;
export type JobStatusFilter = (typeof JOB_STATUS_FILTERS)[number]['value'];
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_SORT_OPTIONS: { value: JobSort; label: string }[] = [
  { value: '-acceptedAt', label: 'Newest first' },
  { value: 'acceptedAt', label: 'Oldest first' },
  { value: '-contractValue', label: 'Largest contract' },
  { value: 'contractValue', label: 'Smallest contract' },
  { value: '-leftToBill', label: 'Most left to bill' },
];

const clientId = (value: string | null) => (idSchema.safeParse(value).success ? (value as string) : '');

/** The jobs list's state in the address (the dashboard and a client's page link to it filtered). */
export const jobListState = listState({
  statuses: JOB_STATUS_FILTERS.map((filter) => filter.value),
  sorts: JOB_SORTS,
  defaultSort: '-acceptedAt',
  extras: { clientId },
});
export type JobListState = ListState<JobStatusFilter, JobSort, 'clientId'>;

export function toJobListQuery(state: JobListState): JobListQuery {
  const { status, clientId: client, ...filters } = jobListState.filters(state);
  return { ...filters, status, clientId: client };
}
