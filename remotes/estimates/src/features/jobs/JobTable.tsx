import { Typography, type TableProps } from 'antd';
import { appPaths, formatMoney, type JobSummary } from '@ledgerline/contracts';
import type { ServerPage } from '@ledgerline/lists';
import { clientColumn, ServerTable } from '@ledgerline/lists/list-screens';
import { Link } from 'react-router-dom';
import { JobStatusTag } from './JobStatusTag.tsx';
import type { JobSort } from './job-list-state.ts';

const jobPath = (row: JobSummary) => appPaths.job(row.id);
const money = (key: 'contractValue' | 'billed' | 'paid' | 'retainageHeld' | 'leftToBill', title: string, sortable = false) => ({
  title,
  key,
  align: 'right' as const,
  width: 130,
  sorter: sortable,
  render: (_value: unknown, row: JobSummary) => formatMoney(row[key], row.currency),
});

/** The jobs of one server page, each with what it is worth, billed, paid, held back and left to bill. */
export function JobTable(props: ServerPage<JobSummary> & { sort: JobSort; onSort(sort: JobSort): void }) {
  const columns: NonNullable<TableProps<JobSummary>['columns']> = [
    {
      title: 'Job',
      key: 'title',
      fixed: 'left',
      width: 240,
      render: (_value, row) => (
        <>
          <Link to={jobPath(row)}>{row.title || row.number}</Link>
          {row.title && <Typography.Text type="secondary" style={{ display: 'block' }}>{row.number}</Typography.Text>}
        </>
      ),
    },
    clientColumn(),
    { title: 'Status', key: 'status', width: 110, render: (_value, row) => <JobStatusTag status={row.status} /> },
    money('contractValue', 'Contract value', true),
    money('billed', 'Billed'),
    money('paid', 'Paid'),
    money('retainageHeld', 'Retainage held'),
    money('leftToBill', 'Left to bill'),
  ];
  return <ServerTable {...props} columns={columns} sortable={['contractValue']} defaultSort="-acceptedAt" rowPath={jobPath} scrollX={1100} />;
}
