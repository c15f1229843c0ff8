import { useState } from 'react';
import { Result, Table } from 'antd';
import { ADMIN_ACTION_LABELS, type AdminAuditEvent } from '@ledgerline/contracts';
import { problemMessage } from '@ledgerline/forms';
import { TableSkeleton } from '@ledgerline/shell-sdk';
import { useAdminAudit } from '@ledgerline/api-client';
import { AdminPage } from '../shared/AdminPage.tsx';
import { formatMoment } from '../shared/format.ts';

/** /admin/audit: every admin action, newest first; read-only, as the audit is. */
export default function AdminAudit() {
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(page);
  const columns = [
    { title: 'When', dataIndex: 'at', key: 'at', render: (value: string) => formatMoment(value) },
    { title: 'Who', dataIndex: 'actor', key: 'actor' },
    { title: 'What', dataIndex: 'action', key: 'action', render: (action: AdminAuditEvent['action']) => ADMIN_ACTION_LABELS[action] },
    { title: 'Target', dataIndex: 'target', key: 'target' },
    { title: 'Change', dataIndex: 'change', key: 'change', responsive: ['md' as const] },
    { title: 'From address', dataIndex: 'ip', key: 'ip' },
  ];
  let body;
  if (audit.error) body = <Result status="error" title="The audit could not be loaded" subTitle={problemMessage(audit.error, 'Try again.')} />;
  else if (!audit.data) body = <TableSkeleton />;
  else
    body = (
      // Its rows hold no link or button, so the region that scrolls sideways takes the keyboard focus itself.
      <div role="region" aria-label="Admin actions" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={audit.data.items}
          loading={audit.isFetching}
          pagination={{ current: page, pageSize: audit.data.pageSize, total: audit.data.total, onChange: setPage, showSizeChanger: false }}
          locale={{ emptyText: 'No admin actions yet.' }}
        />
      </div>
    );
  return <AdminPage title="Admin audit">{body}</AdminPage>;
}
