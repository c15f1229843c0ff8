import { formatMoney, type ApplicationSummary } from '@ledgerline/contracts';

/** The application's summary as the client reads it: from the contract to date down to the payment due. */
export function PayApplicationSummary({ summary, currency, asked }: { summary: ApplicationSummary; currency: string; asked: number | null }) {
  const money = (minor: number) => formatMoney(minor, currency);
  const rows: [string, number][] = [
    ['Contract sum to date', summary.contractToDate],
    ['Completed and stored to date', summary.completedToDate],
    ['Retainage held to date', -summary.retainageToDate],
    ['Earned less retainage', summary.earnedLessRetainage],
    ['Less previous applications', -summary.previousCertificates],
  ];
  return (
    <table className="totals" aria-label="Summary">
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="num">{money(amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">
            <strong>Payment due this application</strong>
          </th>
          <td className="num">
            <strong>{money(summary.paymentDue)}</strong>
          </td>
        </tr>
        {asked !== null && asked !== summary.paymentDue && (
          <tr>
            <th scope="row" className="muted">
              Asked by the contractor
            </th>
            <td className="num muted">{money(asked)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
