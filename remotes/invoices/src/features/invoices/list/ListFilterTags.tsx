import { Tag } from 'antd';
import { AGING_BUCKET_LABELS, formatDate, type AgingBucketName } from '@ledgerline/contracts';
import type { ListState } from './list-filters.ts';

type Filter = { label: string; clear: Partial<ListState> };

function period(from: string, to: string): string {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  return from ? `from ${formatDate(from)}` : `until ${formatDate(to)}`;
}

/** The list's own filters that the address set (from a dashboard figure), each one removable. */
function activeFilters(state: ListState): Filter[] {
  const filters: Filter[] = [];
  if (state.aging) filters.push({ label: AGING_BUCKET_LABELS[state.aging as AgingBucketName], clear: { aging: '' } });
  if (state.from || state.to) filters.push({ label: `Issued ${period(state.from, state.to)}`, clear: { from: '', to: '' } });
  if (state.paidFrom || state.paidTo) filters.push({ label: `Paid ${period(state.paidFrom, state.paidTo)}`, clear: { paidFrom: '', paidTo: '' } });
  return filters;
}

export function ListFilterTags({ state, onClear }: { state: ListState; onClear: (change: Partial<ListState>) => void }) {
  return activeFilters(state).map((filter) => (
    <Tag key={filter.label} closable closeIcon={<span aria-label={`Remove the filter ${filter.label}`}>×</span>} onClose={() => onClear(filter.clear)}>
      {filter.label}
    </Tag>
  ));
}
