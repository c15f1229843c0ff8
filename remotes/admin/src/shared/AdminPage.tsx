import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { AdminTabs } from './AdminTabs.tsx';

/** The frame of an admin page: its heading, the admin tabs (when it is one of theirs) and its content. */
export function AdminPage({ title, tabs = true, extra, children }: { title: string; tabs?: boolean; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card styles={{ body: { padding: 16 } }}>
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {tabs ? <AdminTabs /> : <div style={{ height: 16 }} />}
      {children}
    </Card>
  );
}
