import { Alert, Button, Flex, Grid, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useChangeOrders, useEstimate } from '@ledgerline/api-client';
import { ListFilterBar, problemErrors, TableSkeleton } from '@ledgerline/shell-sdk';
import { ChangeOrderCards } from '../features/change-orders/list/ChangeOrderCards.tsx';
import { ChangeOrderTable } from '../features/change-orders/list/ChangeOrderTable.tsx';
import {
  readChangeOrderListState,
  SORT_OPTIONS,
  STATUS_FILTERS,
  toChangeOrderFilters,
  writeChangeOrderListState,
  type ChangeOrderListState,
} from '../features/change-orders/list/change-order-list-state.ts';

/**
 * /change-orders: every change order with the estimate and client it belongs to, and the approved
 * ones no invoice carries yet. New ones start from their estimate, which a change order belongs to.
 */
export default function ChangeOrderList() {
  const [params, setParams] = useSearchParams();
  const state = readChangeOrderListState(params);
  const changeOrders = useChangeOrders(toChangeOrderFilters(state));
  const estimate = useEstimate(state.estimateId === '' ? undefined : state.estimateId);
  const wide = Grid.useBreakpoint().md !== false;
  const update = (change: Partial<ChangeOrderListState>) => setParams(writeChangeOrderListState({ ...state, page: 1, ...change }), { replace: true });

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Change orders
        </Typography.Title>
      </Flex>
      <ListFilterBar
        noun="change orders"
        statusFilters={STATUS_FILTERS}
        sortOptions={SORT_OPTIONS}
        searchPlaceholder="Search number, reason or client"
        status={state.status}
        q={state.q}
        sort={state.sort}
        onStatus={(status) => update({ status })}
        onSearch={(q) => update({ q })}
        onSort={(sort) => update({ sort })}
      >
        {state.estimateId !== '' && (
          <Tag closable closeIcon={<span aria-label="Show every estimate's change orders">×</span>} onClose={() => update({ estimateId: '' })}>
            Estimate {estimate.data?.number ?? '…'}
          </Tag>
        )}
      </ListFilterBar>
      {changeOrders.isError && (
        <Alert
          type="error"
          showIcon
          title="The change orders could not be loaded."
          description={problemErrors(changeOrders.error).message}
          action={<Button onClick={() => void changeOrders.refetch()}>Try again</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {changeOrders.isPending ? (
        <TableSkeleton />
      ) : wide ? (
        <ChangeOrderTable
          rows={changeOrders.data?.items ?? []}
          loading={changeOrders.isFetching}
          total={changeOrders.data?.total ?? 0}
          page={state.page}
          pageSize={state.pageSize}
          sort={state.sort}
          onPage={(page, pageSize) => update({ page, pageSize })}
          onSort={(sort) => update({ sort })}
        />
      ) : (
        <ChangeOrderCards
          rows={changeOrders.data?.items ?? []}
          total={changeOrders.data?.total ?? 0}
          page={state.page}
          pageSize={state.pageSize}
          onPage={(page, pageSize) => update({ page, pageSize })}
        />
      )}
    </div>
  );
}
