import { formatMoney, type PublicInvoice } from '@ledgerline/contracts';
import { lineDetails } from '../invoice-format.ts';

/**
 * The invoice lines as a real table. Below 600 px the stylesheet stacks each line into a card and
 * prints each cell's data-label before it, so nothing scrolls sideways on a phone.
 */
export function LinesTable({ invoice }: { invoice: PublicInvoice }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return (
    <table className="lines">
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col" className="num">Qty</th>
          <th scope="col" className="num">Unit price</th>
          <th scope="col" className="num">Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => {
          const details = lineDetails(line, invoice.currency);
          return (
            <tr key={index}>
              <td className="description">
                <div className="line-description">{line.description}</div>
                {details && <div className="muted">{details}</div>}
              </td>
              <td className="num" data-label="Qty">
                {line.unit ? `${line.quantity} ${line.unit}` : line.quantity}
              </td>
              <td className="num" data-label="Unit price">
                {money(line.unitPrice)}
              </td>
              <td className="num" data-label="Amount">
                {money(line.amount)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
