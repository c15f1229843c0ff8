import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { CardList, DocumentStatusTag } from '@ledgerline/shell-sdk';

interface InvoiceCardsProps {
  rows: InvoiceSummary[];
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
}

/** The list on a phone: one card per invoice with what matters at a glance, the number as its link. */
export function InvoiceCards(props: InvoiceCardsProps) {
  return (
    <CardList
      {...props}
      label="Invoices"
      emptyText="No invoices match these filters."
      card={(row) => (
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
      )}
    />
  );
}
