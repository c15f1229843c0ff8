import type { TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatDate, formatSignedMoney, type ChangeOrderSummary } from '@ledgerline/contracts';
import { sortOrderOf, type ServerPage } from '@ledgerline/lists';
import { clientColumn, numberColumn, ServerTable } from '@ledgerline/lists/list-screens';
import { ChangeOrderStatus } from './ChangeOrderStatus.tsx';
import type { ChangeOrderSort } from './change-order-list-state.ts';

const SORTABLE = ['number', 'costDelta', 'createdAt'] as const;
const changeOrderPath = (row: ChangeOrderSummary) => appPaths.changeOrder(row.id);

interface ChangeOrderTableProps extends ServerPage<ChangeOrderSummary> {
  sort: ChangeOrderSort;
  onSort(sort: ChangeOrderSort): void;
}

/** The change orders of one server page, each with the estimate and client it belongs to. */
export function ChangeOrderTable(props: ChangeOrderTableProps) {
  const columns: NonNullable<TableProps<ChangeOrderSummary>['columns']> = [
    numberColumn(props.sort, changeOrderPath, 180),
    { title: 'Estimate', key: 'estimate', width: 140, render: (_value, row) => <Link to={appPaths.estimate(row.estimate.id)}>{row.estimate.number}</Link> },
    clientColumn(),
    { title: 'Reason', dataIndex: 'reason', key: 'reason', ellipsis: true },
    { title: 'Status', key: 'status', width: 190, render: (_value, row) => <ChangeOrderStatus changeOrder={row} /> },
    {
      title: 'Cost',
      key: 'costDelta',
      align: 'right',
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf(props.sort, 'costDelta'),
      render: (_value, row) => formatSignedMoney(row.costDelta, row.currency),
    },
    { title: 'Days', key: 'days', align: 'right', width: 80, render: (_value, row) => (row.daysDelta > 0 ? `+${row.daysDelta}` : row.daysDelta) },
    { title: 'Created', key: 'createdAt', width: 120, sorter: true, sortOrder: sortOrderOf(props.sort, 'createdAt'), render: (_value, row) => formatDate(row.createdAt.slice(0, 10)) },
  ];

  return <ServerTable {...props} columns={columns} sortable={SORTABLE} defaultSort="-createdAt" rowPath={changeOrderPath} scrollX={1100} />;
}
