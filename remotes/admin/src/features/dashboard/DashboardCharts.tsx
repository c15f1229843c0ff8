import { Card, Col, Row } from 'antd';
import { DEVICE_LABELS, DOCUMENT_KIND_LABELS, type AdminDashboard } from '@ledgerline/contracts';
import { BarChart } from './BarChart.tsx';

/** The dashboard's charts: their own chunk, loaded by the admin dashboard only. */
export default function DashboardCharts({ dashboard }: { dashboard: AdminDashboard }) {
  const charts = [
    { title: 'Sign-ups per day', bars: dashboard.signupsPerDay.map((row) => ({ label: row.day.slice(5), value: row.accounts })) },
    { title: 'Accounts by plan', bars: dashboard.accountsByPlan.map((row) => ({ label: row.planName, value: row.accounts })) },
    { title: 'Documents created', bars: dashboard.documentsByKind.map((row) => ({ label: DOCUMENT_KIND_LABELS[row.kind], value: row.created })) },
    { title: 'Installs by device', bars: dashboard.installsByDevice.map((row) => ({ label: DEVICE_LABELS[row.deviceType], value: row.installs })) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {charts.map((chart) => (
        <Col key={chart.title} xs={24} lg={12}>
          <Card size="small" title={chart.title}>
            <BarChart title={chart.title} bars={chart.bars} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
