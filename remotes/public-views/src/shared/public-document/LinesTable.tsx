import { Checkbox } from 'antd';
import type { DocumentView, LineColumn, LineView } from '@ledgerline/documents/document-view/document-view.ts';

/** An estimate's optional lines: each line's id and whether it is optional, which are chosen, and how to change that. */
export interface OptionalLines {
  lines: readonly { id: string; optional: boolean }[];
  chosen: ReadonlySet<string>;
  onToggle?: (id: string) => void;
}

function Description({ line, offer, optional }: { line: LineView; offer: OptionalLines['lines'][number] | undefined; optional: OptionalLines | undefined }) {
  const description = line.cells.description ?? '';
  if (!offer?.optional || optional === undefined) {
    return (
      <>
        <div className="line-description">{description}</div>
        {line.note && <div className="muted">{line.note}</div>}
      </>
    );
  }
  const chosen = optional.chosen.has(offer.id);
  const toggle = optional.onToggle;
  // While the client chooses, the page says what ticking does; the view's note is what the document prints.
  const state = toggle ? (chosen ? 'Optional, added' : 'Optional: tick to add it') : line.note;
  return (
    <>
      {toggle ? (
        <Checkbox checked={chosen} onChange={() => toggle(offer.id)} className="line-choice">
          <span className="line-description">{description}</span>
        </Checkbox>
      ) : (
        <div className="line-description">{description}</div>
      )}
      <div className="muted">{state}</div>
    </>
  );
}

const numeric = (column: LineColumn) => (column.numeric ? 'num' : undefined);

/**
 * The view's lines as a real table, with the columns the template shows. Below 600 px the stylesheet
 * stacks each line into a card and prints each cell's data-label before it, so nothing scrolls
 * sideways on a phone. An optional line that is not chosen is shown muted: it is offered, not counted.
 */
export function LinesTable({ view, optional }: { view: Pick<DocumentView, 'columns' | 'lines'>; optional?: OptionalLines }) {
  const [description, ...columns] = view.columns;
  return (
    <table className="lines">
      <thead>
        <tr>
          <th scope="col">{description?.label}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={numeric(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.lines.map((line, index) => {
          if (line.heading) {
            return (
              <tr key={index} className="section">
                <th scope="rowgroup" colSpan={view.columns.length}>
                  {line.cells.description}
                </th>
              </tr>
            );
          }
          const offer = optional?.lines[index];
          const notCounted = offer?.optional === true && !optional?.chosen.has(offer.id);
          return (
            <tr key={offer?.id ?? index} className={notCounted ? 'not-counted' : undefined}>
              <td className="description">
                <Description line={line} offer={offer} optional={optional} />
              </td>
              {columns.map((column) => (
                <td key={column.key} className={numeric(column)} data-label={column.label}>
                  {line.cells[column.key]}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
