import { Button, Flex, Tag, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { User } from '@ledgerline/contracts';
import { useLogout } from '../../auth/use-logout.ts';

export function UserBlock({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <Flex
      component="section"
      aria-label="Signed-in user"
      vertical
      gap={4}
      style={{ padding: 16, borderTop: '1px solid #e5e7eb' }}
    >
      <Flex align="center" justify="space-between" gap="small">
        <Typography.Text strong ellipsis>
          {user.username}
        </Typography.Text>
        <Tag style={{ marginInlineEnd: 0 }}>{user.role}</Tag>
      </Flex>
      <Typography.Text type="secondary" ellipsis>
        {user.email}
      </Typography.Text>
      <Button icon={<LogoutOutlined />} onClick={() => logout.mutate()} loading={logout.isPending} style={{ marginTop: 8 }}>
        Log out
      </Button>
    </Flex>
  );
}
