import { Typography, type TableProps } from 'antd';
import { appPaths, formatDate, formatMoney, type EstimateSummary } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { sortOrderOf, type ServerPage } from '@ledgerline/lists';
import { clientColumn, numberColumn, ServerTable } from '@ledgerline/lists/list-screens';
import type { EstimateSort } from './estimate-list-state.ts';

const SORTABLE = ['number', 'issueDate', 'validUntil', 'total'] as const;
const estimatePath = (row: EstimateSummary) => appPaths.estimate(row.id);

interface EstimateTableProps extends ServerPage<EstimateSummary> {
  sort: EstimateSort;
  onSort(sort: EstimateSort): void;
}

/** The estimates of one server page, with each job's contract value once accepted. */
export function EstimateTable(props: EstimateTableProps) {
  const columns: NonNullable<TableProps<EstimateSummary>['columns']> = [
    numberColumn(props.sort, estimatePath, 150),
    clientColumn(),
    { title: 'Issue date', dataIndex: 'issueDate', key: 'issueDate', width: 130, sorter: true, sortOrder: sortOrderOf(props.sort, 'issueDate'), render: (date: string) => formatDate(date) },
    { title: 'Valid until', dataIndex: 'validUntil', key: 'validUntil', width: 130, sorter: true, sortOrder: sortOrderOf(props.sort, 'validUntil'), render: (date: string) => formatDate(date) },
    { title: 'Status', key: 'status', width: 150, render: (_value, row) => <DocumentStatusTag kind="estimate" status={row.status} /> },
    {
      title: 'Total',
      dataIndex: 'total',
      key: 'total',
      align: 'right',
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf(props.sort, 'total'),
      render: (_value, row) => formatMoney(row.total, row.currency),
    },
    {
      title: 'Contract value',
      key: 'contractValue',
      align: 'right',
      width: 140,
      // Before acceptance the contract value is the total itself: a dash says there is no job yet.
      render: (_value, row) => (row.acceptedAt ? formatMoney(row.contractValue, row.currency) : <Typography.Text type="secondary">—</Typography.Text>),
    },
  ];

  return <ServerTable {...props} columns={columns} sortable={SORTABLE} defaultSort="-issueDate" rowPath={estimatePath} scrollX={960} />;
}
