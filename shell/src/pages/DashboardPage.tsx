import { Card, Descriptions, Typography } from 'antd';
import { useShell } from '@ledgerline/shell-sdk';

/** For now the dashboard says who is signed in; the figures come with the documents they add up. */
export default function DashboardPage() {
  const { user } = useShell();
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Dashboard
      </Typography.Title>
      {user && (
        <Descriptions
          column={1}
          items={[
            { key: 'username', label: 'Signed in as', children: user.username },
            { key: 'email', label: 'Email', children: user.email },
            { key: 'role', label: 'Role', children: user.role },
          ]}
        />
      )}
    </Card>
  );
}
