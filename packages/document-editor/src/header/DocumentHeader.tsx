import type { ReactNode } from 'react';
import { Flex, Space, Tag, Typography } from 'antd';
import { DOCUMENT_KIND_LABELS, formatDateTime, type DocumentKind } from '@ledgerline/contracts';
import { outboxDocumentNumber, useOutboxWrites } from '@ledgerline/shell-sdk';
import { useEditorDocument } from '../outbox/editor-document.ts';

interface DocumentHeaderProps {
  kind: DocumentKind;
  /** The saved document, or undefined while it is new. */
  document: { id: string; number: string; sentAt: string | null; viewedAt: string | null } | undefined;
  /** Where it stands: the kind's status tag. */
  status: ReactNode;
}

/**
 * The document's title with where it stands: status, when it was sent and first viewed, and whether
 * saves made on this device wait to sync (a draft made offline is titled "Draft 3" until then).
 */
export function DocumentHeader({ kind, document, status }: DocumentHeaderProps) {
  const kindLabel = DOCUMENT_KIND_LABELS[kind];
  const editing = useEditorDocument();
  const writes = useOutboxWrites(editing.key ?? document?.id);
  const offlineDraft = editing.local ? writes[0] : undefined;
  const waiting = writes.some((entry) => entry.status === 'pending');
  const title = document ? `${kindLabel} ${document.number}` : offlineDraft ? `${kindLabel} ${outboxDocumentNumber(offlineDraft)}` : `New ${kindLabel.toLowerCase()}`;
  return (
    <Flex vertical gap={4}>
      <Space wrap align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {document && (
          <div role="group" aria-label={`${kindLabel} status`}>
            {status}
          </div>
        )}
        {waiting && <Tag color="processing">Waiting to sync</Tag>}
      </Space>
      {document && (document.sentAt || document.viewedAt) && (
        <Typography.Text type="secondary">
          {[document.sentAt && `Sent ${formatDateTime(document.sentAt)}`, document.viewedAt ? `Viewed by the client ${formatDateTime(document.viewedAt)}` : 'Not viewed yet']
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      )}
    </Flex>
  );
}
