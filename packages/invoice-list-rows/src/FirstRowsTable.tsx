import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { theme } from 'antd';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/documents/DocumentStatusTag.tsx';
import { CLEAR_OF_FLOATING_BUTTONS, SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';
import { INVOICE_LIST_COLUMNS, INVOICE_LIST_MIN_WIDTH } from './invoice-list-columns.ts';

/** The first rows on a wide screen, laid out as the invoices screen's table lays them out. */
export function FirstRowsTable({ rows }: { rows: InvoiceSummary[] }) {
  const { token } = theme.useToken();
  const cell = (numeric = false): CSSProperties => ({
    padding: '12px 8px',
    boxSizing: 'border-box',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: numeric ? 'right' : 'left',
  });
  const oneLine: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
  return (
    <div className={CLEAR_OF_FLOATING_BUTTONS} style={{ overflowX: 'auto' }}>
      <table aria-label="Invoices" style={{ width: '100%', minWidth: INVOICE_LIST_MIN_WIDTH, tableLayout: 'fixed', borderCollapse: 'collapse', background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}>
        <thead>
          <tr style={{ background: token.colorFillAlter }}>
            {Object.values(INVOICE_LIST_COLUMNS).map((column) => (
              <th key={column.title} scope="col" style={{ ...cell('numeric' in column), width: 'width' in column ? column.width : undefined, fontWeight: 600 }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td style={cell()}>
                <Link to={appPaths.invoice(row.id)} style={{ color: token.colorLink, textDecoration: 'none' }}>
                  {row.number}
                </Link>
              </td>
              <td style={{ ...cell(), ...oneLine }}>
                <div style={oneLine}>{row.client.name}</div>
                {row.client.company && <div style={{ ...oneLine, color: SECONDARY_TEXT_COLOR }}>{row.client.company}</div>}
              </td>
              <td style={cell()}>{formatDate(row.issueDate)}</td>
              <td style={cell()}>{formatDate(row.dueDate)}</td>
              <td style={cell()}>
                <DocumentStatusTag kind="invoice" status={row.status} overdue={row.overdue} />
              </td>
              <td style={cell(true)}>{formatMoney(row.total, row.currency)}</td>
              <td style={cell(true)}>{formatMoney(row.balance, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
