import type { CSSProperties } from 'react';
import { useDashboardChart } from '@ledgerline/api-client';
import type { DashboardChart } from '@ledgerline/contracts';
import { Heading, Paragraph, SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';
import { money } from './money.ts';

/*
 * Invoiced vs paid per month, loaded after the figures in a chunk of its own. Why plain bars and no
 * chart library: twelve pairs of bars are a few flex boxes, while Recharts adds about 116 KB
 * compressed (uPlot 23 KB) to a screen with a 250 KB budget. The bars are for the eye; screen
 * readers read the same figures from the table.
 */

const INVOICED = '#1f5fbf';
const PAID = '#2e7d32';
const BARS_HEIGHT = 160;

/** Hidden from sight, read by screen readers. */
const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

const monthName = (month: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(undefined, { month: style, year: style === 'long' ? 'numeric' : undefined, timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span style={{ width: 12, height: 12, borderRadius: 2, background: color }} />
      {label}
    </span>
  );
}

function Bars({ chart }: { chart: DashboardChart }) {
  const highest = Math.max(1, ...chart.months.flatMap((month) => [month.invoiced, month.paid]));
  const height = (amount: number) => `${Math.max(0, (amount / highest) * 100)}%`;
  return (
    <div aria-hidden="true">
      <div style={{ display: 'flex', gap: 16, fontSize: 13, marginBottom: 8, color: SECONDARY_TEXT_COLOR }}>
        <Swatch color={INVOICED} label="Invoiced" />
        <Swatch color={PAID} label="Paid" />
        <span style={{ marginLeft: 'auto' }}>Highest: {money(highest === 1 ? 0 : highest, chart.currency)}</span>
      </div>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 4, height: BARS_HEIGHT, borderBottom: '1px solid #d9d9d9' }}>
        {chart.months.map((month) => (
          <div key={month.month} style={{ flex: 1, display: 'flex', alignItems: 'flex-end', justifyContent: 'center', gap: 2, height: '100%' }}>
            <div title={`${monthName(month.month, 'long')} invoiced ${money(month.invoiced, chart.currency)}`} style={{ width: '40%', maxWidth: 16, height: height(month.invoiced), background: INVOICED, borderRadius: '2px 2px 0 0' }} />
            <div title={`${monthName(month.month, 'long')} paid ${money(month.paid, chart.currency)}`} style={{ width: '40%', maxWidth: 16, height: height(month.paid), background: PAID, borderRadius: '2px 2px 0 0' }} />
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 4, fontSize: 11, color: SECONDARY_TEXT_COLOR, marginTop: 4 }}>
        {chart.months.map((month) => (
          <span key={month.month} style={{ flex: 1, textAlign: 'center', overflow: 'hidden' }}>
            {monthName(month.month, 'short')}
          </span>
        ))}
      </div>
    </div>
  );
}

function ChartTable({ chart }: { chart: DashboardChart }) {
  return (
    <table style={VISUALLY_HIDDEN}>
      <caption>Invoiced and paid per month, last 12 months</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Invoiced</th>
          <th scope="col">Paid</th>
        </tr>
      </thead>
      <tbody>
        {chart.months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{monthName(month.month, 'long')}</th>
            <td>{money(month.invoiced, chart.currency)}</td>
            <td>{money(month.paid, chart.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The chart's section: its heading shows at once, the bars once their figures arrive. */
export default function InvoicedVsPaidChart() {
  const chart = useDashboardChart();
  return (
    <section aria-labelledby="chart-heading" style={{ position: 'relative' }}>
      <Heading level={2} size={18} style={{ marginBottom: 8 }}>
        <span id="chart-heading">Invoiced vs paid, last 12 months</span>
      </Heading>
      {chart.isPending && <Paragraph secondary>Loading the chart…</Paragraph>}
      {chart.isError && <Paragraph secondary>The chart could not be loaded. The figures above are up to date.</Paragraph>}
      {chart.data && (
        <>
          <Bars chart={chart.data} />
          <ChartTable chart={chart.data} />
        </>
      )}
    </section>
  );
}
