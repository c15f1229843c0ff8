import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { theme } from 'antd';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';

const LINE: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 8 };
const ONE_LINE: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 };

/**
 * An invoice as a phone's list shows it, in three lines: number (its link) and total; client and
 * status; due date and balance. One home for the invoices screen's cards and the first rows the
 * shell draws while that screen's code loads, so the two cannot drift apart. Plain elements rather
 * than antd's Typography and Flex, which would bring their features and generated styles into the
 * shell's first rows.
 */
export function InvoiceCardLines({ row }: { row: InvoiceSummary }) {
  const { token } = theme.useToken();
  return (
    <>
      <div style={{ ...LINE, alignItems: 'baseline' }}>
        <Link to={appPaths.invoice(row.id)} style={{ fontWeight: 600, color: token.colorLink, textDecoration: 'none' }}>
          {row.number}
        </Link>
        <strong style={{ fontWeight: 600 }}>{formatMoney(row.total, row.currency)}</strong>
      </div>
      <div style={{ ...LINE, alignItems: 'center', marginTop: 4 }}>
        <span title={row.client.name} style={ONE_LINE}>
          {row.client.name}
        </span>
        <DocumentStatusTag kind="invoice" status={row.status} overdue={row.overdue} />
      </div>
      <div style={{ ...LINE, marginTop: 4, color: token.colorTextSecondary }}>
        <span>Due {formatDate(row.dueDate)}</span>
        <span>Balance {formatMoney(row.balance, row.currency)}</span>
      </div>
    </>
  );
}
