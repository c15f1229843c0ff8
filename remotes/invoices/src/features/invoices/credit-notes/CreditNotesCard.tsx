import { Link } from 'react-router-dom';
import { Card, List, Typography } from 'antd';
import { appPaths, formatDate, formatMoney, type Invoice } from '@ledgerline/contracts';

/** The credit notes that correct the invoice, each a link to its page, with what they took back in all. */
export function CreditNotesCard({ invoice }: { invoice: Invoice }) {
  return (
    <Card size="small" title="Credit notes">
      <List
        size="small"
        dataSource={invoice.creditNotes}
        renderItem={(note) => (
          <List.Item extra={formatMoney(note.total, invoice.currency)}>
            <List.Item.Meta title={<Link to={appPaths.creditNote(note.id)}>{`Credit note ${note.number}`}</Link>} description={formatDate(note.issueDate)} />
          </List.Item>
        )}
      />
      <Typography.Text type="secondary">{`Credited in all: ${formatMoney(invoice.amountCredited, invoice.currency)}`}</Typography.Text>
    </Card>
  );
}
