import { theme } from 'antd';
import type { InvoiceSummary } from '@ledgerline/contracts';
import { InvoiceCardLines } from './InvoiceCardLines.tsx';

/** The first rows on a phone, one card each, in the invoices screen's card layout (InvoiceCardLines). */
export function FirstRowsCards({ rows }: { rows: InvoiceSummary[] }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label="Invoices" style={{ display: 'flex', flexDirection: 'column', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <li key={row.id} style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: 12 }}>
          <InvoiceCardLines row={row} />
        </li>
      ))}
    </ul>
  );
}
