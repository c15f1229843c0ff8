import { Flex, Table, Tag, Typography } from 'antd';
import type { AdminUser } from '@ledgerline/contracts';
import { formatMoment } from '../../shared/format.ts';
import { UserActions } from './UserActions.tsx';

/** Users with their account, role, state and last sign-in, and what an admin can do to each. */
export function UsersTable({ users, loading, pagination }: { users: AdminUser[]; loading?: boolean; pagination?: false | { current: number; pageSize: number; total: number; onChange: (page: number) => void } }) {
  const columns = [
    {
      title: 'User',
      key: 'user',
      render: (_: unknown, user: AdminUser) => (
        <Flex vertical style={{ wordBreak: 'break-all' }}>
          <span>{user.username}</span>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Flex>
      ),
    },
    // Phones keep the user, the role and the actions; the rest is on wider screens.
    { title: 'Account', dataIndex: 'accountName', key: 'accountName', responsive: ['md' as const] },
    {
      title: 'Role',
      key: 'role',
      render: (_: unknown, user: AdminUser) => (
        <>
          {user.role === 'admin' ? <Tag color="purple">Admin</Tag> : <Tag>User</Tag>}
          {user.disabledAt ? <Tag color="red">Disabled</Tag> : null}
        </>
      ),
    },
    { title: 'Last sign-in', dataIndex: 'lastSignInAt', key: 'lastSignInAt', responsive: ['md' as const], render: (value: string | null) => formatMoment(value) },
    { title: 'Actions', key: 'actions', render: (_: unknown, user: AdminUser) => <UserActions user={user} /> },
  ];
  return <Table rowKey="id" size="middle" columns={columns} dataSource={users} loading={loading} pagination={pagination === undefined ? false : pagination} />;
}
