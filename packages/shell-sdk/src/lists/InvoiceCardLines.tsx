import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Flex, theme } from 'antd';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/shell-sdk';

const ONE_LINE: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 };

/**
 * An invoice as a phone's list shows it, in three lines: number (its link) and total; client and
 * status; due date and balance. One home for the invoices screen's cards and the first rows the
 * shell draws while that screen's code loads, so the two cannot drift apart. Plain elements rather
 * than antd's Typography, which would bring its tooltip and copy features into the shell's first rows.
 */
export function InvoiceCardLines({ row }: { row: InvoiceSummary }) {
  const { token } = theme.useToken();
  return (
    <>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Link to={appPaths.invoice(row.id)} style={{ fontWeight: 600, color: token.colorLink, textDecoration: 'none' }}>
          {row.number}
        </Link>
        <strong style={{ fontWeight: 600 }}>{formatMoney(row.total, row.currency)}</strong>
      </Flex>
      <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 4 }}>
        <span title={row.client.name} style={ONE_LINE}>
          {row.client.name}
        </span>
        <DocumentStatusTag kind="invoice" status={row.status} overdue={row.overdue} />
      </Flex>
      <Flex justify="space-between" gap={8} style={{ marginTop: 4, color: token.colorTextSecondary }}>
        <span>Due {formatDate(row.dueDate)}</span>
        <span>Balance {formatMoney(row.balance, row.currency)}</span>
      </Flex>
    </>
  );
}
