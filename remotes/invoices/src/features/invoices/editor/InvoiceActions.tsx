import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { DollarOutlined, LinkOutlined, MoreOutlined, RollbackOutlined, SaveOutlined } from '@ant-design/icons';
import { markSentMenuItem, SendButton } from '@ledgerline/document-editor';
import type { Invoice } from '@ledgerline/contracts';
import { PdfDownloadButton } from '../pdf/PdfDownloadButton.tsx';

interface InvoiceActionsProps {
  invoice: Invoice | undefined;
  dirty: boolean;
  saving: boolean;
  busy: boolean;
  onSave(): void;
  onSend(): void;
  onMarkSent(): void;
  onRecordPayment(): void;
  onShare(): void;
  onDuplicate(): void;
  onRotateLink(): void;
  onRevokeLink(): void;
  onVoid(): void;
  onCreditNote(): void;
  onDelete(): void;
}

/** What can be done with the invoice now; each button appears only where its act is allowed. */
export function InvoiceActions(props: InvoiceActionsProps) {
  const { invoice } = props;
  const status = invoice?.status;
  const isDraft = invoice === undefined || status === 'draft';
  const more: MenuProps['items'] = invoice
    ? [
        ...(isDraft ? [markSentMenuItem(props.onMarkSent)] : []),
        { key: 'duplicate', label: 'Duplicate', onClick: props.onDuplicate },
        ...(status !== 'draft' && status !== 'void' ? [{ key: 'rotate-link', label: 'New public link', onClick: props.onRotateLink }] : []),
        ...(invoice.publicUrl ? [{ key: 'revoke-link', label: 'Turn off public link', onClick: props.onRevokeLink }] : []),
        ...(status !== 'void' ? [{ key: 'void', label: 'Void', danger: true, onClick: props.onVoid }] : []),
        // An issued invoice stays on record (voided instead); the server also keeps an older draft, so the numbers keep no gap.
        ...(isDraft && invoice.payments.length === 0 ? [{ key: 'delete', label: 'Delete', danger: true, onClick: props.onDelete }] : []),
      ]
    : [];

  return (
    <Flex gap={8} wrap>
      {status !== 'void' && (
        <Button type="primary" icon={<SaveOutlined />} loading={props.saving} onClick={props.onSave}>
          {isDraft ? 'Save draft' : 'Save changes'}
        </Button>
      )}
      {status !== 'void' && <SendButton again={!isDraft} disabled={props.busy || props.saving} onClick={props.onSend} />}
      {(status === 'sent' || status === 'partial') && (
        <Button icon={<DollarOutlined />} disabled={props.busy || props.dirty} onClick={props.onRecordPayment}>
          Record payment
        </Button>
      )}
      {!isDraft && status !== 'void' && (
        <Button icon={<RollbackOutlined />} disabled={props.busy || props.dirty} onClick={props.onCreditNote}>
          Credit note
        </Button>
      )}
      {invoice?.publicUrl && (
        <Button icon={<LinkOutlined />} onClick={props.onShare}>
          Share link
        </Button>
      )}
      <PdfDownloadButton invoice={invoice} disabledReason={props.dirty ? 'Save your changes to download them as a PDF.' : undefined} />
      {more.length > 0 && (
        <Dropdown menu={{ items: more }} trigger={['click']}>
          <Button icon={<MoreOutlined />} disabled={props.busy}>
            More
          </Button>
        </Dropdown>
      )}
    </Flex>
  );
}
