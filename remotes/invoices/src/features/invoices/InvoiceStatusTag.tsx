import { Space, Tag } from 'antd';
import type { InvoiceStatus } from '@ledgerline/contracts';

const STATUS_LOOK: Record<InvoiceStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'default' },
  sent: { label: 'Sent', color: 'blue' },
  partial: { label: 'Partial', color: 'gold' },
  paid: { label: 'Paid', color: 'green' },
  void: { label: 'Void', color: 'default' },
};

/** The stored status, plus Overdue, which is derived from the due date rather than stored. */
export function InvoiceStatusTag({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  const look = STATUS_LOOK[status];
  return (
    <Space size={4} wrap>
      <Tag color={look.color}>{look.label}</Tag>
      {overdue && <Tag color="red">Overdue</Tag>}
    </Space>
  );
}
