import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { CardList, DocumentStatusTag, type ServerPage } from '@ledgerline/shell-sdk';

/** The list on a phone: one card per invoice with what matters at a glance, the number as its link. */
export function InvoiceCards(props: ServerPage<InvoiceSummary>) {
  return (
    <CardList
      {...props}
      label="Invoices"
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
