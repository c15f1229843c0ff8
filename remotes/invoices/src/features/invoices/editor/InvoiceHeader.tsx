import { Flex, Space, Typography } from 'antd';
import type { Invoice } from '@ledgerline/contracts';
import { formatDateTime } from '../../../shared/format-date.ts';
import { InvoiceStatusTag } from '../InvoiceStatusTag.tsx';

/** The invoice's title with where it stands: status, overdue, when it was sent and first viewed. */
export function InvoiceHeader({ invoice }: { invoice: Invoice | undefined }) {
  return (
    <Flex vertical gap={4}>
      <Space wrap align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {invoice ? `Invoice ${invoice.number}` : 'New invoice'}
        </Typography.Title>
        {invoice && (
          <div role="group" aria-label="Invoice status">
            <InvoiceStatusTag status={invoice.status} overdue={invoice.overdue} />
          </div>
        )}
      </Space>
      {invoice && (invoice.sentAt || invoice.viewedAt) && (
        <Typography.Text type="secondary">
          {[invoice.sentAt && `Sent ${formatDateTime(invoice.sentAt)}`, invoice.viewedAt ? `Viewed by the client ${formatDateTime(invoice.viewedAt)}` : 'Not viewed yet']
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      )}
    </Flex>
  );
}
