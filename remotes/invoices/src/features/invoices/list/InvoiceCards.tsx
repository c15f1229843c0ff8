import { Card, Empty, Flex, Pagination, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/shell-sdk';

interface InvoiceCardsProps {
  rows: InvoiceSummary[];
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
}

/** The list on a phone: one card per invoice with what matters at a glance, the number as its link. */
export function InvoiceCards({ rows, total, page, pageSize, onPage }: InvoiceCardsProps) {
  if (rows.length === 0) return <Empty description="No invoices match these filters." />;
  return (
    <Flex vertical gap={8}>
      <ul aria-label="Invoices" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {rows.map((row) => (
          <li key={row.id}>
            <Card size="small">
              <Flex justify="space-between" align="baseline" gap={8}>
                <Link to={appPaths.invoice(row.id)} style={{ fontWeight: 600 }}>
                  {row.number}
                </Link>
                <Typography.Text strong>{formatMoney(row.total, row.currency)}</Typography.Text>
              </Flex>
              <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 4 }}>
                <Typography.Text ellipsis style={{ minWidth: 0 }}>
                  {row.client.name}
                </Typography.Text>
                <DocumentStatusTag kind="invoice" status={row.status} overdue={row.overdue} />
              </Flex>
              <Flex justify="space-between" gap={8} style={{ marginTop: 4 }}>
                <Typography.Text type="secondary">Due {formatDate(row.dueDate)}</Typography.Text>
                <Typography.Text type="secondary">Balance {formatMoney(row.balance, row.currency)}</Typography.Text>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      <Pagination simple={{ readOnly: true }} current={page} pageSize={pageSize} total={total} onChange={onPage} style={{ alignSelf: 'center' }} />
    </Flex>
  );
}
