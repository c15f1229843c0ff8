import { Alert, Button, DatePicker, Flex, Grid, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { useAccountSettings, useEstimates } from '@ledgerline/api-client';
import { ListFilterBar, problemErrors, TableSkeleton } from '@ledgerline/shell-sdk';
import { EstimateCards } from '../features/estimates/list/EstimateCards.tsx';
import { EstimateListSummary } from '../features/estimates/list/EstimateListSummary.tsx';
import { EstimateTable } from '../features/estimates/list/EstimateTable.tsx';
import {
  readEstimateListState,
  SORT_OPTIONS,
  STATUS_FILTERS,
  toEstimateFilters,
  writeEstimateListState,
  type EstimateListState,
} from '../features/estimates/list/estimate-list-state.ts';

/** /estimates: filter, search, sort and page through the account's estimates on the server, with the win rate of the period. */
export default function EstimateList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readEstimateListState(params);
  const estimates = useEstimates(toEstimateFilters(state));
  const settings = useAccountSettings();
  // Below md (768 px) a table would hide the status and amounts off screen; cards show them all.
  const wide = Grid.useBreakpoint().md !== false;
  // A new filter, search, period or sort starts again at the first page.
  const update = (change: Partial<EstimateListState>) => setParams(writeEstimateListState({ ...state, page: 1, ...change }), { replace: true });

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Estimates
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(appPaths.newEstimate())}>
          New estimate
        </Button>
      </Flex>
      <ListFilterBar
        noun="estimates"
        statusFilters={STATUS_FILTERS}
        sortOptions={SORT_OPTIONS}
        searchPlaceholder="Search number or client"
        status={state.status}
        q={state.q}
        sort={state.sort}
        onStatus={(status) => update({ status })}
        onSearch={(q) => update({ q })}
        onSort={(sort) => update({ sort })}
      >
        <DatePicker.RangePicker
          aria-label="Issued between"
          placeholder={['Issued from', 'Issued to']}
          allowEmpty={[true, true]}
          value={[state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null]}
          onChange={(range) => update({ from: range?.[0]?.format('YYYY-MM-DD') ?? '', to: range?.[1]?.format('YYYY-MM-DD') ?? '' })}
          style={{ flex: '0 1 280px' }}
        />
      </ListFilterBar>
      {estimates.isError && (
        <Alert
          type="error"
          showIcon
          title="The estimates could not be loaded."
          description={problemErrors(estimates.error).message}
          action={<Button onClick={() => void estimates.refetch()}>Try again</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {estimates.isPending ? (
        <TableSkeleton />
      ) : (
        <>
          {estimates.data && settings.data && <EstimateListSummary list={estimates.data} currency={settings.data.currency} />}
          {wide ? (
            <EstimateTable
              rows={estimates.data?.items ?? []}
              loading={estimates.isFetching}
              total={estimates.data?.total ?? 0}
              page={state.page}
              pageSize={state.pageSize}
              sort={state.sort}
              onPage={(page, pageSize) => update({ page, pageSize })}
              onSort={(sort) => update({ sort })}
            />
          ) : (
            <EstimateCards
              rows={estimates.data?.items ?? []}
              total={estimates.data?.total ?? 0}
              page={state.page}
              pageSize={state.pageSize}
              onPage={(page, pageSize) => update({ page, pageSize })}
            />
          )}
        </>
      )}
    </div>
  );
}
