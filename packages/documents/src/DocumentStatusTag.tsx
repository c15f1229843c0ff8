import { Space, Tag } from 'antd';
import { INVOICE_OVERDUE, statusLook, type DocumentKind, type DocumentStatus, type StatusTone } from '@ledgerline/contracts';

const TONE_COLORS: Record<StatusTone, string> = {
  neutral: 'default',
  info: 'blue',
  warning: 'gold',
  success: 'green',
  danger: 'red',
};

interface DocumentStatusTagProps<K extends DocumentKind> {
  kind: K;
  status: DocumentStatus<K>;
  /** An invoice still owed after its due date: Overdue is shown beside the status, never instead of it. */
  overdue?: boolean;
}

/** A document's status with its one label (packages/contracts' status machines), in lists, editors and client pages alike. */
export function DocumentStatusTag<K extends DocumentKind>({ kind, status, overdue = false }: DocumentStatusTagProps<K>) {
  const look = statusLook(kind, status);
  return (
    <Space size={4} wrap>
      <Tag color={TONE_COLORS[look.tone]}>{look.label}</Tag>
      {overdue && <Tag color={TONE_COLORS[INVOICE_OVERDUE.tone]}>{INVOICE_OVERDUE.label}</Tag>}
    </Space>
  );
}
