import { useChangeOrders, useEstimates, useInvoices } from '@ledgerline/api-client';
import { DOCUMENT_KIND_LABELS } from '@ledgerline/contracts';
import { pickValue } from './preview-document.ts';

/** How many of each kind's latest documents the picker offers. */
export const RECENT_PER_KIND = 5;

export type PreviewChoiceGroup = { label: string; options: { value: string; label: string }[] };

/** The account's latest invoices, estimates and change orders, grouped by kind for the picker. */
export function usePreviewChoices() {
  const invoices = useInvoices({ page: 1, pageSize: RECENT_PER_KIND });
  const estimates = useEstimates({ page: 1, pageSize: RECENT_PER_KIND });
  const changeOrders = useChangeOrders({ page: 1, pageSize: RECENT_PER_KIND });
  const group = (kind: 'invoice' | 'estimate' | 'change_order', items: { id: string; number: string; client: { name: string } }[] = []) => ({
    label: `${DOCUMENT_KIND_LABELS[kind]}s`,
    options: items.map((item) => ({ value: pickValue({ kind, id: item.id }), label: `${item.number} · ${item.client.name}` })),
  });
  const groups: PreviewChoiceGroup[] = [
    group('invoice', invoices.data?.items),
    group('estimate', estimates.data?.items),
    group('change_order', changeOrders.data?.items),
  ].filter((entry) => entry.options.length > 0);
  return { groups, loading: invoices.isPending || estimates.isPending || changeOrders.isPending };
}
