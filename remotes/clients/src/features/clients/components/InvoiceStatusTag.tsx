import { Tag } from 'antd';
import type { InvoiceStatus } from '@ledgerline/contracts';

const LOOK: Record<InvoiceStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'default' },
  sent: { label: 'Sent', color: 'blue' },
  partial: { label: 'Partially paid', color: 'gold' },
  paid: { label: 'Paid', color: 'green' },
  void: { label: 'Void', color: 'default' },
};

/** The invoice's status, plus Overdue when its due date has passed unpaid. */
export function InvoiceStatusTag({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  const { label, color } = LOOK[status];
  return (
    <>
      <Tag color={color}>{label}</Tag>
      {overdue && status !== 'paid' && status !== 'void' && <Tag color="red">Overdue</Tag>}
    </>
  );
}
