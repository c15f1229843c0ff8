import { Descriptions } from 'antd';
import { formatMoney, type CreditNote } from '@ledgerline/contracts';

/** Where each unit of the credit went: off the invoice's balance, back to the client, or kept as their credit. */
export function CreditSettlement({ creditNote }: { creditNote: CreditNote }) {
  const money = (minor: number) => formatMoney(minor, creditNote.currency);
  const { settlement } = creditNote;
  const items = [
    { key: 'applied', label: `Off invoice ${creditNote.invoice.number}'s balance`, amount: settlement.appliedToBalance },
    { key: 'online', label: 'Refunded to the client\u2019s card', amount: settlement.refundedOnline },
    { key: 'by-hand', label: 'To refund to the client yourself', amount: settlement.refundedByHand },
    { key: 'credit', label: 'Kept as the client\u2019s credit (used on their next invoice)', amount: settlement.keptAsCredit },
  ].filter((item) => item.amount !== 0);
  return (
    <section aria-label="Where the credit went">
      <Descriptions column={1} size="small" bordered items={items.map((item) => ({ key: item.key, label: item.label, children: money(item.amount) }))} styles={{ content: { textAlign: 'right', whiteSpace: 'nowrap' } }} />
    </section>
  );
}
