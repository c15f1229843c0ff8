import { ESTIMATE_SORTS, ESTIMATE_STAGES, ESTIMATE_STATUSES, isoDateSchema, statusLabel, type EstimateStage } from '@ledgerline/contracts';
import type { EstimateFilters } from '@ledgerline/api-client';
import { listState, type ListState } from '@ledgerline/lists';

/** The list's status filters, each named by its status's one label. */
export const STATUS_FILTERS = [{ value: 'all', label: 'All' }, ...ESTIMATE_STATUSES.map((status) => ({ value: status, label: statusLabel('estimate', status) }))] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
export type EstimateSort = (typeof ESTIMATE_SORTS)[number];

export const SORT_OPTIONS: { value: EstimateSort; label: string }[] = [
  { value: '-issueDate', label: 'Newest first' },
  { value: 'issueDate', label: 'Oldest first' },
  { value: 'validUntil', label: 'Expiring soonest' },
  { value: '-validUntil', label: 'Expiring latest' },
  { value: '-total', label: 'Largest total' },
  { value: 'total', label: 'Smallest total' },
  { value: 'number', label: 'Number A–Z' },
  { value: '-number', label: 'Number Z–A' },
];

const isoDate = (value: string | null) => (value !== null && isoDateSchema.safeParse(value).success ? value : '');
const stage = (value: string | null) => ((ESTIMATE_STAGES as readonly string[]).includes(value ?? '') ? (value as string) : '');

/** The groups of statuses the dashboard's figures link to, as the list's removable filter names them. */
export const STAGE_LABELS: Record<EstimateStage, string> = {
  sent: 'Sent to clients',
  won: 'Won (accepted or invoiced)',
  open: 'Open jobs',
};

/**
 * The list's state lives in the address, so Back and a shared link return to the same view. Its own
 * filters are the period by issue date, ISO dates, '' for open-ended (the win rate is of this
 * period), and a stage, '' for none.
 */
export const estimateListState = listState({
  statuses: STATUS_FILTERS.map((filter) => filter.value),
  sorts: ESTIMATE_SORTS,
  defaultSort: '-issueDate',
  extras: { from: isoDate, to: isoDate, stage },
});
export type EstimateListState = ListState<StatusFilter, EstimateSort, 'from' | 'to' | 'stage'>;

/** The stage as the API types it (the address was read to a stage or ''). */
export function toEstimateFilters(state: EstimateListState): EstimateFilters {
  const { stage: chosen, ...filters } = estimateListState.filters(state);
  return { ...filters, stage: chosen as EstimateStage | undefined };
}
