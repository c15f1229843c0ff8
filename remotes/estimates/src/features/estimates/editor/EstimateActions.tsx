import { useState } from 'react';
import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { DiffOutlined, FileDoneOutlined, LinkOutlined, MoreOutlined, SaveOutlined } from '@ant-design/icons';
import { markSentMenuItem, SendButton } from '@ledgerline/document-editor';
import type { DepositRequest, Estimate, EstimateConvert } from '@ledgerline/contracts';
import type { EstimateActs } from './estimate-acts.ts';
import { DepositInvoiceModal } from './DepositInvoiceModal.tsx';
import { EstimatePdfButton } from './EstimatePdfButton.tsx';

interface EstimateActionsProps {
  estimate: Estimate | undefined;
  acts: EstimateActs;
  saving: boolean;
  busy: boolean;
  onSave(): void;
  onSend(): void;
  onMarkSent(): void;
  onShare(): void;
  onRevise(): void;
  /** `deposit` is what a further deposit asks; absent, the estimate's own request. */
  onConvert(mode: EstimateConvert['mode'], deposit?: DepositRequest): void;
  onDuplicate(): void;
  onRotateLink(): void;
  onRevokeLink(): void;
  onDelete(): void;
}

/** What can be done with the estimate now; each button appears only where its status allows the act. */
export function EstimateActions({ estimate, acts, saving, busy, ...on }: EstimateActionsProps) {
  const isDraft = estimate === undefined || estimate.status === 'draft';
  const [askingDeposit, setAskingDeposit] = useState(false);
  const convertItems: MenuProps['items'] = acts.convert.map((choice) => ({
    key: choice.key,
    label: choice.disabledReason ? `${choice.label} — ${choice.disabledReason}` : choice.label,
    disabled: choice.disabledReason !== undefined,
    onClick: () => (choice.asks ? setAskingDeposit(true) : on.onConvert(choice.mode)),
  }));
  const more: MenuProps['items'] = estimate
    ? [
        ...(isDraft ? [markSentMenuItem(on.onMarkSent)] : []),
        ...(acts.duplicate ? [{ key: 'duplicate', label: 'Duplicate', onClick: on.onDuplicate }] : []),
        ...(acts.newLink ? [{ key: 'rotate-link', label: 'New public link', onClick: on.onRotateLink }] : []),
        ...(estimate.publicUrl ? [{ key: 'revoke-link', label: 'Turn off public link', onClick: on.onRevokeLink }] : []),
        ...(acts.remove ? [{ key: 'delete', label: 'Delete', danger: true, onClick: on.onDelete }] : []),
      ]
    : [];

  return (
    <Flex gap={8} wrap>
      {acts.editable && (
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={on.onSave}>
          {isDraft ? 'Save draft' : 'Save changes'}
        </Button>
      )}
      {acts.send && <SendButton again={acts.send === 'Send again'} disabled={busy || saving} onClick={on.onSend} />}
      {estimate?.publicUrl && (
        <Button icon={<LinkOutlined />} onClick={on.onShare}>
          Share link
        </Button>
      )}
      {estimate && <EstimatePdfButton estimate={estimate} />}
      {acts.revise && (
        <Button icon={<DiffOutlined />} disabled={busy} onClick={on.onRevise}>
          Revise
        </Button>
      )}
      {convertItems.length > 0 && (
        <Dropdown menu={{ items: convertItems }} trigger={['click']} disabled={busy}>
          <Button type="primary" icon={<FileDoneOutlined />}>
            Convert to invoice
          </Button>
        </Dropdown>
      )}
      {more.length > 0 && (
        <Dropdown menu={{ items: more }} trigger={['click']}>
          <Button icon={<MoreOutlined />} disabled={busy}>
            More
          </Button>
        </Dropdown>
      )}
      {estimate && (
        <DepositInvoiceModal
          estimate={estimate}
          open={askingDeposit}
          onCancel={() => setAskingDeposit(false)}
          onInvoice={(deposit) => {
            setAskingDeposit(false);
            on.onConvert('deposit', deposit);
          }}
        />
      )}
    </Flex>
  );
}
