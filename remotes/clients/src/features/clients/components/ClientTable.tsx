import { Grid, Table, Tag, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { appPaths, formatMoney, type Client, type ClientList, type ClientListQuery } from '@ledgerline/contracts';
import { sortFrom, sortOrderOf } from '../client-list-query.ts';

interface Props {
  list: ClientList;
  query: ClientListQuery;
  currency: string;
  loading: boolean;
  onChange: (changes: Partial<ClientListQuery>) => void;
}

/** One page of clients from the server; sorting and paging ask the server again. */
export function ClientTable({ list, query, currency, loading, onChange }: Props) {
  const navigate = useNavigate();
  // Below md the company column is hidden, so the company goes under the name instead.
  const wide = Grid.useBreakpoint().md === true;

  const columns: TableProps<Client>['columns'] = [
    {
      key: 'name',
      title: 'Name',
      sorter: true,
      sortOrder: sortOrderOf(query.sort, 'name'),
      render: (_value, client) => (
        <>
          <Link to={appPaths.client(client.id)} onClick={(event) => event.stopPropagation()}>
            {client.name}
          </Link>
          {client.archived && <Tag style={{ marginInlineStart: 8 }}>Archived</Tag>}
          {!wide && client.company && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {client.company}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'company', title: 'Company', dataIndex: 'company', responsive: ['md'] },
    {
      key: 'email',
      title: 'Email',
      dataIndex: 'email',
      responsive: ['lg'],
      render: (email: string) => <Typography.Text ellipsis={{ tooltip: email }}>{email}</Typography.Text>,
    },
    {
      key: 'outstanding',
      title: 'Outstanding',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(query.sort, 'outstanding'),
      render: (_value, client) => formatMoney(client.balance.outstanding, currency),
    },
  ];

  return (
    <Table<Client>
      rowKey="id"
      columns={columns}
      dataSource={list.items}
      loading={loading}
      onRow={(client) => ({ onClick: () => void navigate(appPaths.client(client.id)), style: { cursor: 'pointer' } })}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: list.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => `${total} ${total === 1 ? 'client' : 'clients'}`,
      }}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'paginate') onChange({ page: pagination.current ?? 1 });
        if (action === 'sort' && !Array.isArray(sorter)) {
          const field = sorter.columnKey === 'outstanding' ? 'outstanding' : 'name';
          onChange({ sort: sortFrom(field, sorter.order), page: 1 });
        }
      }}
    />
  );
}
