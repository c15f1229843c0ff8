import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { FileDoneOutlined, LinkOutlined, MoreOutlined, SaveOutlined, StopOutlined } from '@ant-design/icons';
import { markSentMenuItem, SendButton } from '@ledgerline/document-editor';
import type { ChangeOrder } from '@ledgerline/contracts';
import type { ChangeOrderActs } from './change-order-acts.ts';
import { ChangeOrderPdfButton } from './ChangeOrderPdfButton.tsx';

interface ChangeOrderActionsProps {
  changeOrder: ChangeOrder | undefined;
  acts: ChangeOrderActs;
  saving: boolean;
  busy: boolean;
  onSave(): void;
  onSend(): void;
  onMarkSent(): void;
  onShare(): void;
  onVoid(): void;
  onInvoice(): void;
  onRotateLink(): void;
  onRevokeLink(): void;
  onDelete(): void;
}

/** What can be done with the change order now; each button appears only where its status allows the act. */
export function ChangeOrderActions({ changeOrder, acts, saving, busy, ...on }: ChangeOrderActionsProps) {
  const more: MenuProps['items'] = changeOrder
    ? [
        ...(changeOrder.status === 'draft' ? [markSentMenuItem(on.onMarkSent)] : []),
        ...(acts.newLink ? [{ key: 'rotate-link', label: 'New public link', onClick: on.onRotateLink }] : []),
        ...(changeOrder.publicUrl ? [{ key: 'revoke-link', label: 'Turn off public link', onClick: on.onRevokeLink }] : []),
        ...(acts.remove ? [{ key: 'delete', label: 'Delete', danger: true, onClick: on.onDelete }] : []),
      ]
    : [];
  return (
    <Flex gap={8} wrap>
      {acts.editable && (
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={on.onSave}>
          Save draft
        </Button>
      )}
      {acts.send && <SendButton again={acts.send === 'Send again'} disabled={busy || saving} onClick={on.onSend} />}
      {acts.invoice && (
        <Button type="primary" icon={<FileDoneOutlined />} disabled={busy} onClick={on.onInvoice}>
          Create invoice
        </Button>
      )}
      {changeOrder?.publicUrl && (
        <Button icon={<LinkOutlined />} onClick={on.onShare}>
          Share link
        </Button>
      )}
      {changeOrder && <ChangeOrderPdfButton changeOrder={changeOrder} />}
      {acts.voidable && (
        <Button danger icon={<StopOutlined />} disabled={busy || saving} onClick={on.onVoid}>
          Void
        </Button>
      )}
      {more.length > 0 && (
        <Dropdown menu={{ items: more }} trigger={['click']}>
          <Button icon={<MoreOutlined />} disabled={busy}>
            More
          </Button>
        </Dropdown>
      )}
    </Flex>
  );
}
