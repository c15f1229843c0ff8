import { useState } from 'react';
import { Alert, Button, Card, Table, Tag, Typography } from 'antd';
import { DOCUMENT_KIND_LABELS, formatDateTime, type MailSummary } from '@ledgerline/contracts';
import { useMailList } from '@ledgerline/api-client';
import { MAIL_STATUS_TAGS } from './mail-status.ts';
import { SentMailMessage } from './SentMailMessage.tsx';

const PAGE_SIZE = 20;

/**
 * The account's sent mail, newest first. Without an SMTP server this is the local mailbox: a new
 * user sees here exactly what a client would receive.
 */
export function SentMailCard() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useMailList(page);
  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>Sent mail</Typography.Title>}>
      {list.error ? <Alert type="error" title="The sent mail could not be loaded" description={list.error.message} /> : null}
      <Table<MailSummary>
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: 'No email sent yet. Send an invoice, estimate or change order by email and it shows here.' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        scroll={{ x: 640 }}
        columns={[
          { title: 'Date', key: 'date', render: (_, mail) => formatDateTime(mail.createdAt, 'en-US') },
          { title: 'To', key: 'to', render: (_, mail) => mail.to.join(', ') },
          {
            title: 'Subject',
            key: 'subject',
            render: (_, mail) => (
              <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => setOpenId(mail.id)}>
                {mail.subject}
              </Button>
            ),
          },
          { title: 'Document', key: 'kind', render: (_, mail) => (mail.documentKind ? DOCUMENT_KIND_LABELS[mail.documentKind] : 'Account') },
          { title: 'Status', key: 'status', render: (_, mail) => <Tag color={MAIL_STATUS_TAGS[mail.status].color}>{MAIL_STATUS_TAGS[mail.status].label}</Tag> },
        ]}
      />
      <SentMailMessage id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
