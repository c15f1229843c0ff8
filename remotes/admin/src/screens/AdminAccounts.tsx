import { useState } from 'react';
import { Drawer, Flex, Input, Result, Segmented, Table } from 'antd';
import type { AdminAccountSummary } from '@ledgerline/contracts';
import { problemMessage, useDebouncedValue } from '@ledgerline/forms';
import { TableSkeleton } from '@ledgerline/shell-sdk';
import { useAdminAccounts, useAdminUsers } from '@ledgerline/api-client';
import { AccountDetail } from '../features/accounts/AccountDetail.tsx';
import { UsersTable } from '../features/accounts/UsersTable.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { formatMoment } from '../shared/format.ts';

const PAGE_SIZE = 20;
type View = 'accounts' | 'users';

/** /admin/accounts: search accounts (plan, usage, subscription) and users (role, disable, re-enable). */
export default function AdminAccounts() {
  const [view, setView] = useState<View>('accounts');
  const [searchText, setSearchText] = useState('');
  const q = useDebouncedValue(searchText.trim(), 300) || undefined;
  const [page, setPage] = useState(1);
  const [openAccount, setOpenAccount] = useState<AdminAccountSummary | null>(null);
  const accounts = useAdminAccounts({ q, page, pageSize: PAGE_SIZE });
  const users = useAdminUsers({ q, page, pageSize: PAGE_SIZE });
  const list = view === 'accounts' ? accounts : users;
  const pagination = (total: number) => ({ current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showSizeChanger: false });

  const accountColumns = [
    {
      title: 'Account',
      key: 'name',
      render: (_: unknown, account: AdminAccountSummary) => (
        <a href={`#${account.id}`} onClick={(event) => { event.preventDefault(); setOpenAccount(account); }}>
          {account.name}
        </a>
      ),
    },
    { title: 'Plan', dataIndex: 'planName', key: 'planName' },
    { title: 'Users', dataIndex: 'users', key: 'users', align: 'right' as const },
    { title: 'Signed up', dataIndex: 'createdAt', key: 'createdAt', responsive: ['md' as const], render: (value: string) => formatMoment(value) },
    { title: 'Last sign-in', dataIndex: 'lastSignInAt', key: 'lastSignInAt', responsive: ['md' as const], render: (value: string | null) => formatMoment(value) },
  ];

  let table;
  if (list.error) table = <Result status="error" title="The list could not be loaded" subTitle={problemMessage(list.error, 'Try again.')} />;
  else if (view === 'accounts' && accounts.data)
    table = <Table rowKey="id" size="middle" scroll={{ x: 'max-content' }} columns={accountColumns} dataSource={accounts.data.items} loading={accounts.isFetching} pagination={pagination(accounts.data.total)} />;
  else if (view === 'users' && users.data) table = <UsersTable users={users.data.items} loading={users.isFetching} pagination={pagination(users.data.total)} />;
  else table = <TableSkeleton />;

  return (
    <AdminPage title="Accounts and users">
      <Flex wrap gap="middle" align="center" style={{ marginBottom: 16 }}>
        <Segmented<View> aria-label="Show" options={[{ value: 'accounts', label: 'Accounts' }, { value: 'users', label: 'Users' }]} value={view} onChange={(value) => { setView(value); setPage(1); }} />
        <Input.Search
          aria-label={view === 'accounts' ? 'Search accounts' : 'Search users'}
          placeholder="Search names and email addresses"
          allowClear
          value={searchText}
          onChange={(event) => { setSearchText(event.target.value); setPage(1); }}
          style={{ maxWidth: 360, flex: '1 1 220px' }}
        />
      </Flex>
      {table}
      <Drawer open={openAccount !== null} onClose={() => setOpenAccount(null)} title={openAccount?.name ?? 'Account'} size={736} styles={{ wrapper: { maxWidth: '100%' } }} destroyOnHidden>
        {openAccount ? <AccountDetail id={openAccount.id} /> : null}
      </Drawer>
    </AdminPage>
  );
}
