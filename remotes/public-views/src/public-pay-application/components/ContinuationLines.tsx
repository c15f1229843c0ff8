import { Input } from 'antd';
import { formatMoney, formatPercentComplete, type ContinuationLine, type PublicPayApplication } from '@ledgerline/contracts';
import type { CertifyDraft } from '../certify-draft.ts';

interface ContinuationLinesProps {
  application: PublicPayApplication;
  /** The lines as certified so far (computed), or the application's own when there is nothing to certify. */
  computed: readonly ContinuationLine[] | null;
  /** What the client types, while they certify; null shows the figures only. */
  draft: CertifyDraft | null;
  problems: Record<string, string>;
  onChange(key: string, change: Partial<CertifyDraft[string]>): void;
}

/**
 * The continuation sheet, a row per line of the schedule of values: a table on a wide screen, a block
 * a line on a phone (the sheet's stylesheet stacks labelled cells). While the client certifies, this
 * period's work and the stored materials are fields, filled in as asked.
 */
export function ContinuationLines({ application, computed, draft, problems, onChange }: ContinuationLinesProps) {
  const money = (minor: number) => formatMoney(minor, application.currency);
  const figures = new Map((computed ?? application.lines).map((line) => [line.key, line]));
  return (
    <table className="lines" aria-label="Continuation sheet">
      <thead>
        <tr>
          <th scope="col">Work</th>
          <th scope="col" className="num">Scheduled</th>
          <th scope="col" className="num">Previous</th>
          <th scope="col" className="num">This period</th>
          <th scope="col" className="num">Stored</th>
          <th scope="col" className="num">To date</th>
          <th scope="col" className="num">%</th>
          <th scope="col" className="num">Balance</th>
        </tr>
      </thead>
      <tbody>
        {application.lines.map((line) => {
          const shown = figures.get(line.key) ?? line;
          const problem = problems[line.key];
          const typed = draft?.[line.key];
          return (
            <tr key={line.key}>
              <td className="description">
                <div className="line-description">{line.description}</div>
                <div className="muted">{line.source}</div>
                {problem && (
                  <div role="alert" style={{ color: '#cf1322' }}>
                    {problem}
                  </div>
                )}
              </td>
              <td className="num" data-label="Scheduled">{money(line.scheduledValue)}</td>
              <td className="num" data-label="Previous">{money(line.previousWork)}</td>
              <td className="num" data-label="This period">
                {typed ? (
                  <Input
                    inputMode="decimal"
                    aria-label={`${line.description}: work this period you certify`}
                    status={problem ? 'error' : undefined}
                    value={typed.work}
                    onChange={(event) => onChange(line.key, { work: event.target.value })}
                    style={{ maxWidth: 140, textAlign: 'right' }}
                  />
                ) : (
                  money(shown.workThisPeriod)
                )}
              </td>
              <td className="num" data-label="Stored">
                {typed ? (
                  <Input
                    inputMode="decimal"
                    aria-label={`${line.description}: materials stored you certify`}
                    status={problem ? 'error' : undefined}
                    value={typed.stored}
                    onChange={(event) => onChange(line.key, { stored: event.target.value })}
                    style={{ maxWidth: 140, textAlign: 'right' }}
                  />
                ) : (
                  money(shown.materialsStored)
                )}
              </td>
              <td className="num" data-label="To date">{money(shown.completedToDate)}</td>
              <td className="num" data-label="%">{formatPercentComplete(shown.percentComplete)}</td>
              <td className="num" data-label="Balance">{money(shown.balanceToFinish)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
