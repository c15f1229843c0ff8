import type { ReactNode } from 'react';
import { Flex, Space, Typography } from 'antd';
import { DOCUMENT_KIND_LABELS, formatDateTime, type DocumentKind } from '@ledgerline/contracts';

interface DocumentHeaderProps {
  kind: DocumentKind;
  /** The saved document, or undefined while it is new. */
  document: { number: string; sentAt: string | null; viewedAt: string | null } | undefined;
  /** Where it stands: the kind's status tag. */
  status: ReactNode;
}

/** The document's title with where it stands: status, when it was sent and first viewed. */
export function DocumentHeader({ kind, document, status }: DocumentHeaderProps) {
  const kindLabel = DOCUMENT_KIND_LABELS[kind];
  return (
    <Flex vertical gap={4}>
      <Space wrap align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {document ? `${kindLabel} ${document.number}` : `New ${kindLabel.toLowerCase()}`}
        </Typography.Title>
        {document && (
          <div role="group" aria-label={`${kindLabel} status`}>
            {status}
          </div>
        )}
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
