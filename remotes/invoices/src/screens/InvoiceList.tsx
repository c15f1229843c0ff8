import { invoiceListState, useInvoices } from '@ledgerline/api-client';
import { InvoiceListHeader } from '@ledgerline/invoice-list-rows';
import { ListFilterBar, ServerListBody } from '@ledgerline/lists';
import { OfflineDrafts, useListState } from '@ledgerline/lists/list-screens';
import { InvoiceCards } from '../features/invoices/list/InvoiceCards.tsx';
import { ListFilterTags } from '../features/invoices/list/ListFilterTags.tsx';
import { InvoiceTable } from '../features/invoices/list/InvoiceTable.tsx';
import { ShownTotals } from '../features/invoices/list/ShownTotals.tsx';
import { SORT_OPTIONS, STATUS_FILTERS, toApiFilters } from '../features/invoices/list/list-filters.ts';

/** /invoices: filter, search, sort and page through the account's invoices, all on the server. */
export default function InvoiceList() {
  const { state, update, filterBar, paging } = useListState(invoiceListState);
  const invoices = useInvoices(toApiFilters(state));

  return (
    <div>
      <InvoiceListHeader />
      <OfflineDrafts kind="invoice" />
      <ListFilterBar
        noun="invoices"
        statusFilters={STATUS_FILTERS}
        sortOptions={SORT_OPTIONS}
        searchPlaceholder="Search number or client"
        {...filterBar}
      >
        <ListFilterTags state={state} onClear={update} />
      </ListFilterBar>
      <ServerListBody
        noun="invoices"
        query={invoices}
        {...paging}
        table={(page) => <InvoiceTable {...page} sort={state.sort} onSort={filterBar.onSort} />}
        cards={(page) => <InvoiceCards {...page} />}
        after={<ShownTotals rows={invoices.data?.items ?? []} />}
      />
    </div>
  );
}
