import { Alert, Descriptions, Drawer, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { formatDate, formatMoney, type EstimateRevision, type LineItem } from '@ledgerline/contracts';
import { useEstimateRevision } from '@ledgerline/api-client';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { problemErrors } from '@ledgerline/shell-sdk';
import { SignatureBlock } from '../../../shared/SignatureBlock.tsx';

interface RevisionDrawerProps {
  estimateId: string;
  /** The revision to read, or undefined while the drawer is closed. */
  revision: number | undefined;
  onClose(): void;
}

function RevisionContent({ revision }: { revision: EstimateRevision }) {
  const money = (minor: number) => formatMoney(minor, revision.currency);
  const chosen = new Set(revision.chosenOptionalLineIds);
  const totals = [
    { key: 'subtotal', label: 'Subtotal', children: money(revision.totals.subtotal) },
    ...(revision.totals.discount !== 0 ? [{ key: 'discount', label: 'Discount', children: `-${money(revision.totals.discount)}` }] : []),
    ...revision.totals.taxes.map((tax) => ({ key: tax.key, label: `${tax.name} (${tax.rate}%)`, children: money(tax.amount) })),
    { key: 'total', label: 'Total', children: <strong>{money(revision.totals.total)}</strong> },
    ...(revision.deposit ? [{ key: 'deposit', label: 'Deposit requested', children: money(revision.depositAmount) }] : []),
  ];
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <DocumentStatusTag kind="estimate" status={revision.status} />
        <Typography.Text type="secondary">
          Issued {formatDate(revision.issueDate)} · valid until {formatDate(revision.validUntil)}
        </Typography.Text>
      </Flex>
      <Table<LineItem>
        aria-label="Lines of this revision"
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 480 }}
        dataSource={revision.lines}
        columns={[
          {
            key: 'description',
            title: 'Description',
            render: (_value, line) => (
              <>
                {line.description}{' '}
                {line.optional && <Tag color={chosen.has(line.id) ? 'green' : 'default'}>{chosen.has(line.id) ? 'Optional, chosen' : 'Optional'}</Tag>}
              </>
            ),
          },
          { key: 'quantity', title: 'Qty', align: 'right', render: (_value, line) => `${line.quantity}${line.unit ? ` ${line.unit}` : ''}` },
          { key: 'price', title: 'Unit price', align: 'right', render: (_value, line) => money(line.unitPrice) },
          { key: 'amount', title: 'Amount', align: 'right', render: (_value, line) => money(line.amount) },
        ]}
      />
      <Descriptions column={1} size="small" bordered items={totals} styles={{ content: { textAlign: 'right' } }} />
      {revision.terms && (
        <div>
          <Typography.Title level={5}>Terms</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{revision.terms}</Typography.Paragraph>
        </div>
      )}
      {revision.signature && (
        <div>
          <Typography.Title level={5}>Signature</Typography.Title>
          <SignatureBlock signature={revision.signature} />
        </div>
      )}
    </Flex>
  );
}

/** One revision as it was sent, and signed if it was: readable forever, whatever later revisions changed. */
export function RevisionDrawer({ estimateId, revision, onClose }: RevisionDrawerProps) {
  const read = useEstimateRevision(estimateId, revision);
  return (
    <Drawer open={revision !== undefined} onClose={onClose} title={read.data ? `Estimate ${read.data.number}` : `Revision ${revision ?? ''}`} size="min(736px, 100vw)">
      {read.isError ? (
        <Alert type="error" showIcon title="This revision could not be loaded." description={problemErrors(read.error).message} />
      ) : read.data ? (
        <RevisionContent revision={read.data} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
