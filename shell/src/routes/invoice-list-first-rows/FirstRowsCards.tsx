import { Link } from 'react-router-dom';
import { Flex, theme } from 'antd';
import { appPaths, formatDate, formatMoney, type InvoiceSummary } from '@ledgerline/contracts';
import { DocumentStatusTag } from '@ledgerline/shell-sdk';
import { OneLine, SECONDARY_TEXT_COLOR } from '../../plain-ui/Text.tsx';

/** The first rows on a phone, one card each, as the invoices screen's cards show them. */
export function FirstRowsCards({ rows }: { rows: InvoiceSummary[] }) {
  const { token } = theme.useToken();
  return (
    <Flex component="ul" vertical gap={12} aria-label="Invoices" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <li key={row.id} style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: 12 }}>
          <Flex justify="space-between" align="baseline" gap={8}>
            <Link to={appPaths.invoice(row.id)} style={{ fontWeight: 600, color: token.colorLink, textDecoration: 'none' }}>
              {row.number}
            </Link>
            <strong style={{ fontWeight: 600 }}>{formatMoney(row.total, row.currency)}</strong>
          </Flex>
          <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 4 }}>
            <OneLine text={row.client.name} />
            <DocumentStatusTag kind="invoice" status={row.status} overdue={row.overdue} />
          </Flex>
          <Flex justify="space-between" gap={8} style={{ marginTop: 4, color: SECONDARY_TEXT_COLOR }}>
            <span>Due {formatDate(row.dueDate)}</span>
            <span>Balance {formatMoney(row.balance, row.currency)}</span>
          </Flex>
        </li>
      ))}
    </Flex>
  );
}
