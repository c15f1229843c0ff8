import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Flex, Input, Table, Typography } from 'antd';
import { appPaths, formatDate, formatMoney, type CreditNoteSummary } from '@ledgerline/contracts';
import { useCreditNotes } from '@ledgerline/api-client';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';

const PAGE_SIZE = 25;

/** /credit-notes: every credit note of the account, newest first, found by its number, its invoice's or its client's name. */
export default function CreditNoteList() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const creditNotes = useCreditNotes({ page, pageSize: PAGE_SIZE, ...(q.trim() && { q: q.trim() }) });
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Credit notes
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        A credit note corrects an issued invoice. Make one from the invoice: its Credit note button, or Void.
      </Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label="Search credit notes"
        placeholder="Search number, invoice or client"
        style={{ maxWidth: 360 }}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      <Table<CreditNoteSummary>
        rowKey="id"
        size="middle"
        loading={creditNotes.isFetching}
        dataSource={creditNotes.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: q ? 'No credit note matches.' : 'No credit notes yet.' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: creditNotes.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Number', key: 'number', render: (_value, note) => <Link to={appPaths.creditNote(note.id)}>{note.number}</Link> },
          { title: 'Client', key: 'client', render: (_value, note) => note.client.name },
          { title: 'Invoice', key: 'invoice', render: (_value, note) => <Link to={appPaths.invoice(note.invoice.id)}>{note.invoice.number}</Link> },
          { title: 'Date', key: 'issueDate', render: (_value, note) => formatDate(note.issueDate) },
          { title: 'Total', key: 'total', align: 'right', render: (_value, note) => formatMoney(note.total, note.currency) },
          { title: 'Status', key: 'status', render: (_value, note) => <DocumentStatusTag kind="credit_note" status={note.status} /> },
        ]}
      />
    </Flex>
  );
}
