import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { invoiceListState, useInvoices } from '@ledgerline/api-client';
import { ListFilterBar, ServerListBody } from '@ledgerline/shell-sdk';
import { OfflineDrafts, useListState } from '@ledgerline/shell-sdk/list-screens';
import { InvoiceCards } from '../features/invoices/list/InvoiceCards.tsx';
import { ListFilterTags } from '../features/invoices/list/ListFilterTags.tsx';
import { InvoiceTable } from '../features/invoices/list/InvoiceTable.tsx';
import { ShownTotals } from '../features/invoices/list/ShownTotals.tsx';
import { SORT_OPTIONS, STATUS_FILTERS, toApiFilters } from '../features/invoices/list/list-filters.ts';

/** /invoices: filter, search, sort and page through the account's invoices, all on the server. */
export default function InvoiceList() {
  const navigate = useNavigate();
  const { state, update, filterBar, paging } = useListState(invoiceListState);
  const invoices = useInvoices(toApiFilters(state));

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Invoices
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => navigate(appPaths.creditNotes())}>Credit notes</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(appPaths.newInvoice())}>
            New invoice
          </Button>
        </Flex>
      </Flex>
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
