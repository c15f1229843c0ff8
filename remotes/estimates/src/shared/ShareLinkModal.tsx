import { Button, Modal } from 'antd';
import { DOCUMENT_KIND_LABELS } from '@ledgerline/contracts';
import { ShareLinkPanel, type SharedDocument, type SharedKind } from './ShareLinkPanel.tsx';

interface ShareLinkModalProps {
  open: boolean;
  onClose(): void;
  kind: SharedKind;
  document: SharedDocument;
  purpose: string;
}

/** The document's secret link in a dialog, to copy, share or mail. */
export function ShareLinkModal({ open, onClose, kind, document, purpose }: ShareLinkModalProps) {
  return (
    <Modal open={open} onCancel={onClose} title={`Share ${DOCUMENT_KIND_LABELS[kind].toLowerCase()} ${document.number}`} footer={<Button onClick={onClose}>Done</Button>} destroyOnHidden>
      {open && <ShareLinkPanel kind={kind} document={document} purpose={purpose} />}
    </Modal>
  );
}
