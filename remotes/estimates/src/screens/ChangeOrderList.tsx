import { Flex, Tag, Typography } from 'antd';
import { useChangeOrders, useEstimate } from '@ledgerline/api-client';
import { ListFilterBar, ServerListBody } from '@ledgerline/lists';
import { OfflineDrafts, useListState } from '@ledgerline/lists/list-screens';
import { ChangeOrderCards } from '../features/change-orders/list/ChangeOrderCards.tsx';
import { ChangeOrderTable } from '../features/change-orders/list/ChangeOrderTable.tsx';
import { changeOrderListState, SORT_OPTIONS, STATUS_FILTERS, toChangeOrderFilters } from '../features/change-orders/list/change-order-list-state.ts';

/**
 * /change-orders: every change order with the estimate and client it belongs to, and the approved
 * ones no invoice carries yet. New ones start from their estimate, which a change order belongs to.
 */
export default function ChangeOrderList() {
  const { state, update, filterBar, paging } = useListState(changeOrderListState);
  const changeOrders = useChangeOrders(toChangeOrderFilters(state));
  const estimate = useEstimate(state.estimateId === '' ? undefined : state.estimateId);

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Change orders
        </Typography.Title>
      </Flex>
      <OfflineDrafts kind="change_order" />
      <ListFilterBar
        noun="change orders"
        statusFilters={STATUS_FILTERS}
        sortOptions={SORT_OPTIONS}
        searchPlaceholder="Search number, reason or client"
        {...filterBar}
      >
        {state.estimateId !== '' && (
          <Tag closable closeIcon={<span aria-label="Show every estimate's change orders">×</span>} onClose={() => update({ estimateId: '' })}>
            Estimate {estimate.data?.number ?? '…'}
          </Tag>
        )}
      </ListFilterBar>
      <ServerListBody
        noun="change orders"
        query={changeOrders}
        {...paging}
        table={(page) => <ChangeOrderTable {...page} sort={state.sort} onSort={filterBar.onSort} />}
        cards={(page) => <ChangeOrderCards {...page} />}
      />
    </div>
  );
}
