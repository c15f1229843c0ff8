import { lazy, Suspense, useState } from 'react';
import { Card, Col, Flex, Result, Row, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatMoney, type AdminPeriodQuery } from '@ledgerline/contracts';
import { DashboardSkeleton } from '@ledgerline/shell-sdk';
import { problemMessage } from '@ledgerline/forms';
import { useAdminDashboard } from '@ledgerline/api-client';
import { DashboardTables } from '../features/dashboard/DashboardTables.tsx';
import { PeriodPicker } from '../features/dashboard/PeriodPicker.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';

// Charts are their own chunk: only this screen loads them, after its numbers.
const DashboardCharts = lazy(() => import('../features/dashboard/DashboardCharts.tsx'));

/** /admin: sign-ups, active accounts, plans and MRR, documents, installs and waiting messages of a period. */
export default function AdminDashboard() {
  const [period, setPeriod] = useState<AdminPeriodQuery>({ days: '30' });
  const dashboard = useAdminDashboard(period);

  let body;
  if (dashboard.error) {
    body = <Result status="error" title="The dashboard could not be loaded" subTitle={problemMessage(dashboard.error, 'Check your connection and try again.')} />;
  } else if (!dashboard.data) {
    body = <DashboardSkeleton />;
  } else {
    const data = dashboard.data;
    const money = (minor: number) => formatMoney(minor, data.mrr.currency, 'en-US');
    const stats = [
      { title: 'Active accounts, 7 days', value: String(data.activeAccounts.last7Days) },
      { title: 'Active accounts, 30 days', value: String(data.activeAccounts.last30Days) },
      { title: 'MRR', value: money(data.mrr.total) },
      { title: 'Net MRR movement', value: money(data.mrr.movements.net) },
    ];
    body = (
      <Flex vertical gap="middle">
        <Row gutter={[16, 16]}>
          {stats.map((stat) => (
            <Col key={stat.title} xs={12} lg={6}>
              <Card size="small">
                <Statistic title={stat.title} value={stat.value} />
              </Card>
            </Col>
          ))}
        </Row>
        <Card size="small">
          <Link to={appPaths.adminContacts()}>
            {data.contactMessagesWaiting === 1 ? '1 contact message waiting' : `${data.contactMessagesWaiting} contact messages waiting`}
          </Link>
        </Card>
        <Suspense fallback={<Skeleton active />}>
          <DashboardCharts dashboard={data} />
        </Suspense>
        <DashboardTables dashboard={data} period={period} />
      </Flex>
    );
  }
  return (
    <AdminPage title="Admin Dashboard" extra={<PeriodPicker period={period} onChange={setPeriod} />}>
      {body}
    </AdminPage>
  );
}
