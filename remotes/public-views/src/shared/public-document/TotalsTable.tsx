import type { TotalRow, TotalsGroup } from '@ledgerline/documents/document-view/document-view.ts';

export function TotalsRow({ row }: { row: TotalRow }) {
  return (
    <tr className={row.strong ? 'strong' : undefined}>
      <th scope="row">{row.label}</th>
      <td className="num">{row.value}</td>
    </tr>
  );
}

/** A group of the view's totals; it is announced when it changes (an estimate's ticked lines). */
export function TotalsTable({ group }: { group: TotalsGroup }) {
  return (
    <table className="totals" aria-label={group.heading ?? 'Totals'} aria-live="polite">
      {group.heading && <caption className="eyebrow">{group.heading}</caption>}
      <tbody>
        {/* Two payments of a day by the same method read alike. */}
        {group.rows.map((row, index) => (
          <TotalsRow key={index} row={row} />
        ))}
      </tbody>
      {group.note && (
        <tfoot>
          <tr>
            <td colSpan={2} className="muted">
              {group.note}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
