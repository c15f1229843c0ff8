import { Button, DatePicker, Flex, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { appPaths, type EstimateStage } from '@ledgerline/contracts';
import { useAccountSettings, useEstimates } from '@ledgerline/api-client';
import { ListFilterBar, ServerListBody } from '@ledgerline/lists';
import { OfflineDrafts, useListState } from '@ledgerline/lists/list-screens';
import { EstimateCards } from '../features/estimates/list/EstimateCards.tsx';
import { EstimateListSummary } from '../features/estimates/list/EstimateListSummary.tsx';
import { EstimateTable } from '../features/estimates/list/EstimateTable.tsx';
import { estimateListState, SORT_OPTIONS, STAGE_LABELS, STATUS_FILTERS, toEstimateFilters } from '../features/estimates/list/estimate-list-state.ts';

/** /estimates: filter, search, sort and page through the account's estimates on the server, with the win rate of the period. */
export default function EstimateList() {
  const navigate = useNavigate();
  const { state, update, filterBar, paging } = useListState(estimateListState);
  const estimates = useEstimates(toEstimateFilters(state));
  const settings = useAccountSettings();

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
      <OfflineDrafts kind="estimate" />
      <ListFilterBar
        noun="estimates"
        statusFilters={STATUS_FILTERS}
        sortOptions={SORT_OPTIONS}
        searchPlaceholder="Search number or client"
        {...filterBar}
      >
        <DatePicker.RangePicker
          aria-label="Issued between"
          placeholder={['Issued from', 'Issued to']}
          allowEmpty={[true, true]}
          value={[state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null]}
          onChange={(range) => update({ from: range?.[0]?.format('YYYY-MM-DD') ?? '', to: range?.[1]?.format('YYYY-MM-DD') ?? '' })}
          style={{ flex: '0 1 280px' }}
        />
        {state.stage !== '' && (
          <Tag closable closeIcon={<span aria-label={`Remove the filter ${STAGE_LABELS[state.stage as EstimateStage]}`}>×</span>} onClose={() => update({ stage: '' })}>
            {STAGE_LABELS[state.stage as EstimateStage]}
          </Tag>
        )}
      </ListFilterBar>
      <ServerListBody
        noun="estimates"
        query={estimates}
        {...paging}
        before={estimates.data && settings.data && <EstimateListSummary list={estimates.data} currency={settings.data.currency} />}
        table={(page) => <EstimateTable {...page} sort={state.sort} onSort={filterBar.onSort} />}
        cards={(page) => <EstimateCards {...page} />}
      />
    </div>
  );
}
