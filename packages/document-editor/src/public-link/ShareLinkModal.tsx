import { Button, Modal } from 'antd';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';
import type { ChangeLink } from './use-public-link-commands.ts';
import { ShareLinkPanel, type SharedDocument } from './ShareLinkPanel.tsx';

interface ShareLinkModalProps {
  open: boolean;
  onClose(): void;
  kind: DocumentKind;
  document: SharedDocument;
  changeLink: ChangeLink;
}

/** The document's secret link in a dialog, to copy or share, for every kind. */
export function ShareLinkModal({ open, onClose, kind, document, changeLink }: ShareLinkModalProps) {
  return (
    <Modal open={open} onCancel={onClose} title={`Share ${DOCUMENT_KIND_LABELS[kind].toLowerCase()} ${document.number}`} footer={<Button onClick={onClose}>Done</Button>} destroyOnHidden>
      {open && <ShareLinkPanel kind={kind} document={document} changeLink={changeLink} />}
    </Modal>
  );
}
