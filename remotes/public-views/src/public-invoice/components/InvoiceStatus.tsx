import { Tag } from 'antd';
import type { InvoiceStatus as Status } from '@ledgerline/contracts';
import { statusLabel } from '../invoice-format.ts';

const COLORS: Record<string, string> = {
  Overdue: 'red',
  'Awaiting payment': 'blue',
  'Partially paid': 'gold',
  Paid: 'green',
};

export function InvoiceStatus({ status, overdue }: { status: Status; overdue: boolean }) {
  const label = statusLabel(status, overdue);
  return (
    <Tag color={COLORS[label] ?? 'default'} style={{ fontSize: 14, paddingInline: 10, marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
