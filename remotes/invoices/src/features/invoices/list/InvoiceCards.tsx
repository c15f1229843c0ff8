import { Card } from 'antd';
import type { InvoiceSummary } from '@ledgerline/contracts';
import { CardList, type ServerPage } from '@ledgerline/lists';
import { InvoiceCardLines } from '@ledgerline/invoice-list-rows';

/** The list on a phone: one card per invoice with what matters at a glance, the number as its link. */
export function InvoiceCards(props: ServerPage<InvoiceSummary>) {
  return (
    <CardList
      {...props}
      label="Invoices"
      card={(row) => (
        <Card size="small">
          <InvoiceCardLines row={row} />
        </Card>
      )}
    />
  );
}
