import { useState } from 'react';
import { Drawer, Flex, Input, Result, Segmented, Table, Tag } from 'antd';
import type { AdminContactMessage, ContactState } from '@ledgerline/contracts';
import { problemMessage, useDebouncedValue } from '@ledgerline/forms';
import { TableSkeleton } from '@ledgerline/shell-sdk';
import { useAdminContact, useAdminContacts } from '@ledgerline/api-client';
import { ContactDetail } from '../features/contacts/ContactDetail.tsx';
import { AdminPage } from '../shared/AdminPage.tsx';
import { formatMoment } from '../shared/format.ts';

const PAGE_SIZE = 20;
type Filter = ContactState | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** /admin/contacts: the contact form's messages, searched and filtered, each opened to handle or answer. */
export default function AdminContacts() {
  const [searchText, setSearchText] = useState('');
  const q = useDebouncedValue(searchText.trim(), 300);
  const [filter, setFilter] = useState<Filter>('new');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useAdminContacts({ q: q || undefined, state: filter === 'all' ? undefined : filter, page, pageSize: PAGE_SIZE });
  const open = useAdminContact(openId);

  if (list.error) return <Result status="error" title="The messages could not be loaded" subTitle={problemMessage(list.error, 'Check your connection and try again.')} />;

  const columns = [
    { title: 'Received', dataIndex: 'createdAt', key: 'createdAt', responsive: ['sm' as const], render: (value: string) => formatMoment(value) },
    { title: 'From', key: 'from', responsive: ['md' as const], render: (_: unknown, message: AdminContactMessage) => `${message.name} (${message.email})` },
    {
      title: 'Subject',
      dataIndex: 'subject',
      key: 'subject',
      render: (subject: string, message: AdminContactMessage) => (
        <a href={`#${message.id}`} onClick={(event) => { event.preventDefault(); setOpenId(message.id); }}>
          {subject}
        </a>
      ),
    },
    {
      title: 'State',
      key: 'state',
      render: (_: unknown, message: AdminContactMessage) => (
        <>
          {message.state === 'handled' ? <Tag color="green">{`Handled by ${message.handledBy?.username ?? ''}`}</Tag> : <Tag color="blue">New</Tag>}
          {message.priority && <Tag color="gold">Priority support</Tag>}
        </>
      ),
    },
  ];

  return (
    <AdminPage title="Contacts" tabs={false}>
      <Flex wrap gap="middle" align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search messages"
          placeholder="Search name, email, subject or message"
          allowClear
          value={searchText}
          onChange={(event) => { setSearchText(event.target.value); setPage(1); }}
          style={{ maxWidth: 360, flex: '1 1 220px' }}
        />
        <Segmented<Filter> aria-label="Show" options={FILTERS} value={filter} onChange={(value) => { setFilter(value); setPage(1); }} />
        {list.data ? <span>{list.data.waiting === 1 ? '1 waiting' : `${list.data.waiting} waiting`}</span> : null}
      </Flex>
      {list.data ? (
        <Table
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={list.data.items}
          loading={list.isFetching}
          locale={{ emptyText: filter === 'new' && !q ? 'No messages waiting.' : 'No messages match.' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data.total, onChange: setPage, showSizeChanger: false }}
        />
      ) : (
        <TableSkeleton />
      )}
      <Drawer open={openId !== null} onClose={() => setOpenId(null)} title={open.data?.subject ?? 'Message'} size={736} styles={{ wrapper: { maxWidth: '100%' } }} destroyOnHidden>
        {open.data ? <ContactDetail key={open.data.id} message={open.data} /> : <TableSkeleton />}
      </Drawer>
    </AdminPage>
  );
}
