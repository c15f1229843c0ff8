import { Flex, Tag, Typography } from 'antd';
import { useJobList } from '@ledgerline/api-client';
import { ListFilterBar, ServerListBody } from '@ledgerline/lists';
import { useListState } from '@ledgerline/lists/list-screens';
import { JobCards } from '../features/jobs/JobCards.tsx';
import { JobTable } from '../features/jobs/JobTable.tsx';
import { JOB_SORT_OPTIONS, JOB_STATUS_FILTERS, jobListState, toJobListQuery } from '../features/jobs/job-list-state.ts';

/** /jobs: the account's jobs (accepted estimates), open or completed, searched by title, number or client. */
export default function JobList() {
  const { state, update, filterBar, paging } = useListState(jobListState);
  const jobs = useJobList(toJobListQuery(state));
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Jobs
        </Typography.Title>
      </Flex>
      <ListFilterBar noun="jobs" statusFilters={JOB_STATUS_FILTERS} sortOptions={JOB_SORT_OPTIONS} searchPlaceholder="Search job, number or client" {...filterBar}>
        {state.clientId !== '' && (
          <Tag closable closeIcon={<span aria-label="Remove the filter One client">×</span>} onClose={() => update({ clientId: '' })}>
            One client
          </Tag>
        )}
      </ListFilterBar>
      <ServerListBody
        noun="jobs"
        query={jobs}
        {...paging}
        table={(page) => <JobTable {...page} sort={state.sort} onSort={filterBar.onSort} />}
        cards={(page) => <JobCards {...page} />}
      />
    </div>
  );
}
