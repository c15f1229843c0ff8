import { formatMoney, type PublicInvoice } from '@ledgerline/contracts';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'strong' : undefined}>
      <th scope="row">{label}</th>
      <td className="num">{value}</td>
    </tr>
  );
}

/** Subtotal, discount, each tax, total, what has been paid and what is still due. */
export function TotalsTable({ invoice }: { invoice: PublicInvoice }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const { totals } = invoice;
  const inclusive = invoice.taxMode === 'inclusive';
  return (
    <table className="totals" aria-label="Totals">
      <tbody>
        <Row label="Subtotal" value={money(totals.subtotal)} />
        {totals.discount !== 0 && <Row label="Discount" value={`-${money(totals.discount)}`} />}
        {totals.taxes.map((tax) => (
          <Row key={tax.key} label={`${inclusive ? 'Includes ' : ''}${tax.name} (${tax.rate}%)`} value={money(tax.amount)} />
        ))}
        <Row label="Total" value={money(totals.total)} strong />
        {invoice.amountPaid !== 0 && <Row label="Amount paid" value={`-${money(invoice.amountPaid)}`} />}
        <Row label="Balance due" value={money(invoice.balance)} strong />
      </tbody>
    </table>
  );
}
