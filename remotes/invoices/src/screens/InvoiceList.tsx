import { Alert, Button, Flex, Grid, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { useInvoices } from '@ledgerline/api-client';
import { ListFilterBar, problemErrors, TableSkeleton } from '@ledgerline/shell-sdk';
import { InvoiceCards } from '../features/invoices/list/InvoiceCards.tsx';
import { InvoiceTable } from '../features/invoices/list/InvoiceTable.tsx';
import { ShownTotals } from '../features/invoices/list/ShownTotals.tsx';
import { readListState, SORT_OPTIONS, STATUS_FILTERS, toApiFilters, writeListState, type ListState } from '../features/invoices/list/list-filters.ts';

/** /invoices: filter, search, sort and page through the account's invoices, all on the server. */
export default function InvoiceList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const invoices = useInvoices(toApiFilters(state));
  // Below md (768 px) a table would hide the status and amounts off screen; cards show them all.
  const wide = Grid.useBreakpoint().md !== false;
  // A new filter, search or sort starts again at the first page.
  const update = (change: Partial<ListState>) => setParams(writeListState({ ...state, page: 1, ...change }), { replace: true });

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Invoices
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(appPaths.newInvoice())}>
          New invoice
        </Button>
      </Flex>
      <ListFilterBar
        noun="invoices"
        statusFilters={STATUS_FILTERS}
        sortOptions={SORT_OPTIONS}
        searchPlaceholder="Search number or client"
        status={state.status}
        q={state.q}
        sort={state.sort}
        onStatus={(status) => update({ status })}
        onSearch={(q) => update({ q })}
        onSort={(sort) => update({ sort })}
      />
      {invoices.isError && (
        <Alert
          type="error"
          showIcon
          title="The invoices could not be loaded."
          description={problemErrors(invoices.error).message}
          action={<Button onClick={() => void invoices.refetch()}>Try again</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {invoices.isPending ? (
        <TableSkeleton />
      ) : (
        <>
          {wide ? (
            <InvoiceTable
              rows={invoices.data?.items ?? []}
              loading={invoices.isFetching}
              total={invoices.data?.total ?? 0}
              page={state.page}
              pageSize={state.pageSize}
              sort={state.sort}
              onPage={(page, pageSize) => update({ page, pageSize })}
              onSort={(sort) => update({ sort })}
            />
          ) : (
            <InvoiceCards
              rows={invoices.data?.items ?? []}
              total={invoices.data?.total ?? 0}
              page={state.page}
              pageSize={state.pageSize}
              onPage={(page, pageSize) => update({ page, pageSize })}
            />
          )}
          <ShownTotals rows={invoices.data?.items ?? []} />
        </>
      )}
    </div>
  );
}
