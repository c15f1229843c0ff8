import { useState } from 'react';
import { Button, Flex, List, Typography } from 'antd';
import { formatDateTime, formatMoney, revisionNumber, type Estimate, type EstimateRevisionEntry } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { RevisionDrawer } from './RevisionDrawer.tsx';

function when(entry: EstimateRevisionEntry): string | null {
  if (entry.acceptedAt) return `Accepted ${formatDateTime(entry.acceptedAt)}`;
  if (entry.declinedAt) return `Declined ${formatDateTime(entry.declinedAt)}`;
  if (entry.sentAt) return `Sent ${formatDateTime(entry.sentAt)}`;
  return null;
}

/** Every revision of the estimate, newest first; each opens as it was sent and signed. */
export function RevisionHistory({ estimate }: { estimate: Estimate }) {
  const [reading, setReading] = useState<number>();
  const newestFirst = [...estimate.revisions].sort((a, b) => b.revision - a.revision);
  return (
    <section aria-label="Revisions">
      <List
        size="small"
        dataSource={newestFirst}
        renderItem={(entry) => {
          const number = revisionNumber(estimate.baseNumber, entry.revision);
          return (
            <List.Item
              actions={[
                <Button key="view" size="small" aria-label={`View ${number}`} onClick={() => setReading(entry.revision)}>
                  View
                </Button>,
              ]}
            >
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{number}</Typography.Text>
                  <DocumentStatusTag kind="estimate" status={entry.status} />
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[formatMoney(entry.total, estimate.currency), when(entry)].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Flex>
            </List.Item>
          );
        }}
      />
      <RevisionDrawer estimateId={estimate.id} revision={reading} onClose={() => setReading(undefined)} />
    </section>
  );
}
