import { Button, Card, Col, Row, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ADMIN_DASHBOARD_TABLES, dashboardTable, type AdminDashboard, type AdminDashboardTable, type AdminPeriodQuery } from '@ledgerline/contracts';
import { adminDashboardCsvUrl } from '@ledgerline/api-client';

export const TABLE_TITLES: Record<AdminDashboardTable, string> = {
  'signups-per-day': 'Sign-ups per day',
  'signups-per-week': 'Sign-ups per week',
  'active-accounts': 'Active accounts',
  'accounts-by-plan': 'Accounts by plan',
  'mrr-movements': 'MRR movements',
  'documents-by-kind': 'Documents created',
  'installs-by-device': 'Installs by device',
};

/** Every figure of the dashboard as a table, each with its CSV download (the server writes and audits it). */
export function DashboardTables({ dashboard, period }: { dashboard: AdminDashboard; period: AdminPeriodQuery }) {
  return (
    <Row gutter={[16, 16]}>
      {ADMIN_DASHBOARD_TABLES.map((name) => {
        const { header, rows } = dashboardTable(dashboard, name);
        const columns = header.map((title, index) => ({ title, dataIndex: index, key: title, align: index === 0 ? ('left' as const) : ('right' as const) }));
        const data = rows.map((row, index) => ({ key: index, ...Object.fromEntries(row.map((cell, column) => [column, cell])) }));
        return (
          <Col key={name} xs={24} lg={12}>
            <Card
              size="small"
              title={TABLE_TITLES[name]}
              extra={
                <Button size="small" icon={<DownloadOutlined />} href={adminDashboardCsvUrl(name, period)} aria-label={`Download ${TABLE_TITLES[name]} as CSV`}>
                  CSV
                </Button>
              }
            >
              <Table size="small" columns={columns} dataSource={data} pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false} aria-label={TABLE_TITLES[name]} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
