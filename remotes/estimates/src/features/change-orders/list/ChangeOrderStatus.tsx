import { Space, Tag } from 'antd';
import type { ChangeOrderSummary } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';

/** The status, and beside an approved one that no invoice carries yet, a warning that it is still to bill. */
export function ChangeOrderStatus({ changeOrder }: { changeOrder: ChangeOrderSummary }) {
  return (
    <Space size={4} wrap>
      <DocumentStatusTag kind="change_order" status={changeOrder.status} />
      {changeOrder.status === 'approved' && !changeOrder.invoiced && <Tag color="gold">Not invoiced</Tag>}
    </Space>
  );
}
