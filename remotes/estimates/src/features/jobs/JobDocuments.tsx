import { Card, Flex, Grid, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, formatDate, formatMoney, type DocumentKind, type DocumentStatus, type JobDocument } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';

const documentLink = (document: JobDocument) => <Link to={appPaths.document(document.kind, document.id)}>{document.number}</Link>;
const statusTag = (document: JobDocument) => <DocumentStatusTag kind={document.kind} status={document.status as DocumentStatus<DocumentKind>} />;

/** Every document of the job in the order it was made: a table from md up, a card each on a phone. */
export function JobDocuments({ documents, currency }: { documents: JobDocument[]; currency: string }) {
  const wide = Grid.useBreakpoint().md !== false;
  const money = (minor: number) => formatMoney(minor, currency);
  if (!wide) {
    return (
      <Flex vertical gap={8} role="list" aria-label="Documents of the job">
        {documents.map((document) => (
          <Card key={document.id} size="small" role="listitem">
            <Flex justify="space-between" align="baseline" gap={8}>
              {documentLink(document)}
              <Typography.Text strong>{money(document.total)}</Typography.Text>
            </Flex>
            <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 4 }}>
              <Typography.Text type="secondary">
                {document.role} · {formatDate(document.date)}
              </Typography.Text>
              {statusTag(document)}
            </Flex>
            {document.balance !== null && document.balance !== 0 && <Typography.Text type="secondary">Owed {money(document.balance)}</Typography.Text>}
          </Card>
        ))}
      </Flex>
    );
  }
  const columns: TableProps<JobDocument>['columns'] = [
    { key: 'date', title: 'Date', width: 130, render: (_value, document) => formatDate(document.date) },
    { key: 'number', title: 'Document', render: (_value, document) => documentLink(document) },
    { key: 'role', title: 'What', dataIndex: 'role' },
    { key: 'status', title: 'Status', render: (_value, document) => statusTag(document) },
    { key: 'total', title: 'Total', align: 'right', render: (_value, document) => money(document.total) },
    { key: 'balance', title: 'Owed', align: 'right', render: (_value, document) => (document.balance === null ? '' : money(document.balance)) },
  ];
  return <Table<JobDocument> aria-label="Documents of the job" rowKey="id" size="small" pagination={false} columns={columns} dataSource={documents} />;
}
