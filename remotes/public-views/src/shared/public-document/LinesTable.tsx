import { Checkbox } from 'antd';
import { formatMoney, type LineItem } from '@ledgerline/contracts';
import { lineDetails } from './document-format.ts';

/** A line of any document kind; only an estimate's lines have ids and may be optional. */
export type ShownLine = Pick<LineItem, 'description' | 'quantity' | 'unitPrice' | 'unit' | 'taxes' | 'discount' | 'amount'> & {
  id?: string;
  optional?: boolean;
};

/** An estimate's optional lines: which are chosen, and, while the client may still choose, how to change that. */
export interface OptionalLines {
  chosen: ReadonlySet<string>;
  onToggle?: (id: string) => void;
}

function isChosen(line: ShownLine, optional: OptionalLines | undefined): boolean {
  return line.id !== undefined && optional !== undefined && optional.chosen.has(line.id);
}

function Description({ line, currency, optional }: { line: ShownLine; currency: string; optional: OptionalLines | undefined }) {
  const details = lineDetails(line, currency);
  if (!line.optional || line.id === undefined) {
    return (
      <>
        <div className="line-description">{line.description}</div>
        {details && <div className="muted">{details}</div>}
      </>
    );
  }
  const chosen = isChosen(line, optional);
  const toggle = optional?.onToggle;
  const id = line.id;
  const state = toggle ? (chosen ? 'Optional, added' : 'Optional: tick to add it') : chosen ? 'Optional, included' : 'Optional, not included';
  return (
    <>
      {toggle ? (
        <Checkbox checked={chosen} onChange={() => toggle(id)} className="line-choice">
          <span className="line-description">{line.description}</span>
        </Checkbox>
      ) : (
        <div className="line-description">{line.description}</div>
      )}
      <div className="muted">{[state, details].filter(Boolean).join(' · ')}</div>
    </>
  );
}

/**
 * The document's lines as a real table. Below 600 px the stylesheet stacks each line into a card and
 * prints each cell's data-label before it, so nothing scrolls sideways on a phone. An optional line
 * that is not chosen is shown muted: it is offered, not counted.
 */
export function LinesTable({ lines, currency, optional }: { lines: readonly ShownLine[]; currency: string; optional?: OptionalLines }) {
  const money = (minor: number) => formatMoney(minor, currency);
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
        {lines.map((line, index) => (
          <tr key={line.id ?? index} className={line.optional && !isChosen(line, optional) ? 'not-counted' : undefined}>
            <td className="description">
              <Description line={line} currency={currency} optional={optional} />
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
        ))}
      </tbody>
    </table>
  );
}
