import { Layout, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { versionQueryOptions } from './api/app-info-queries.ts';

export function AppFooter() {
  const { data: info } = useQuery(versionQueryOptions);
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '16px 16px 136px' }}>
      {info && (
        <Typography.Text type="secondary">
          {info.name} v{info.version} · © {new Date().getFullYear()} · {info.description}
        </Typography.Text>
      )}
    </Layout.Footer>
  );
}
