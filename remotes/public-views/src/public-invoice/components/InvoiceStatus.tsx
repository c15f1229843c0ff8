import { Tag } from 'antd';
import type { InvoiceStatus as Status, StatusTone } from '@ledgerline/contracts';
import { shownStatus } from '../invoice-format.ts';

const TONE_COLORS: Record<StatusTone, string> = { neutral: 'default', info: 'blue', warning: 'gold', success: 'green', danger: 'red' };

/** One status for the client, with its one label (packages/contracts' status machines). */
export function InvoiceStatus({ status, overdue }: { status: Status; overdue: boolean }) {
  const look = shownStatus(status, overdue);
  return (
    <Tag color={TONE_COLORS[look.tone]} style={{ fontSize: 14, paddingInline: 10, marginInlineEnd: 0 }}>
      {look.label}
    </Tag>
  );
}
