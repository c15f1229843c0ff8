import type { CSSProperties, ReactNode } from 'react';
import type { Dashboard } from '@ledgerline/contracts';
import { CARD_SURFACE } from '@ledgerline/shell-sdk';
import { Heading } from '@ledgerline/plain-ui';
import { AgingTable } from './AgingTable.tsx';
import { ChartSlot } from './ChartSlot.tsx';
import { FigureCard } from './FigureCard.tsx';
import { figureLinks } from './figure-links.ts';
import { countOf, money } from './money.ts';
import { RecentActivity } from './RecentActivity.tsx';

const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))', gap: 12 };
const PANELS: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))', gap: 16 };

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} size={18} style={{ marginBottom: 8 }}>
        <span id={id}>{title}</span>
      </Heading>
      <div style={GRID}>{children}</div>
    </section>
  );
}

const percent = (rate: number | null) => (rate === null ? '—' : new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }).format(rate));

/** Every figure of the dashboard, each opening the list it counts, then the aging, the activity and the chart. */
export function DashboardFigures({ dashboard: d }: { dashboard: Dashboard }) {
  const m = (minor: number) => money(minor, d.currency);
  const { estimates } = d;
  return (
    <>
      <Group id="money-heading" title="Money">
        <FigureCard label="Outstanding" value={m(d.outstanding.amount)} detail={countOf(d.outstanding.count, 'invoice')} to={figureLinks.outstanding()} />
        <FigureCard label="Overdue" value={m(d.overdue.amount)} detail={countOf(d.overdue.count, 'invoice')} to={figureLinks.overdue()} tone={d.overdue.count > 0 ? 'danger' : undefined} />
        <FigureCard label="Paid this month" value={m(d.paidThisMonth.amount)} detail={countOf(d.paidThisMonth.count, 'payment')} to={figureLinks.paidIn(d.thisMonth)} />
        <FigureCard label="Paid last month" value={m(d.paidLastMonth.amount)} detail={countOf(d.paidLastMonth.count, 'payment')} to={figureLinks.paidIn(d.lastMonth)} />
        <FigureCard label="Invoiced this month" value={m(d.invoicedThisMonth.amount)} detail={countOf(d.invoicedThisMonth.count, 'invoice')} to={figureLinks.invoicedIn(d.thisMonth)} />
      </Group>
      <Group id="jobs-heading" title="Estimates and jobs, last 12 months">
        <FigureCard label="Estimates sent" value={String(estimates.sent.count)} detail={m(estimates.sent.amount)} to={figureLinks.estimatesSent(estimates.period)} />
        <FigureCard label="Estimates accepted" value={String(estimates.accepted.count)} detail={m(estimates.accepted.amount)} to={figureLinks.estimatesWon(estimates.period)} />
        <FigureCard
          label="Win rate"
          value={percent(estimates.winRate)}
          detail={`${estimates.accepted.count} accepted, ${estimates.declined} declined, ${estimates.expired} expired`}
          to={figureLinks.estimatesSent(estimates.period)}
        />
        <FigureCard
          label="Approved change orders not invoiced"
          value={m(d.uninvoicedChangeOrders.amount)}
          detail={countOf(d.uninvoicedChangeOrders.count, 'change order')}
          to={figureLinks.uninvoicedChangeOrders()}
          tone={d.uninvoicedChangeOrders.count > 0 ? 'danger' : undefined}
        />
        <FigureCard label="Open jobs" value={m(d.openJobs.contractValue)} detail={`${countOf(d.openJobs.count, 'job')} at contract value`} to={figureLinks.openJobs()} />
        <FigureCard label="Retainage held" value={m(d.retainageHeld.amount)} detail={`on ${countOf(d.retainageHeld.count, 'job')}`} to={figureLinks.openJobs()} />
      </Group>
      <div style={PANELS}>
        <div style={CARD_SURFACE}>
          <AgingTable aging={d.aging} currency={d.currency} />
        </div>
        <div style={CARD_SURFACE}>
          <RecentActivity events={d.activity} />
        </div>
      </div>
      <div style={CARD_SURFACE}>
        <ChartSlot />
      </div>
    </>
  );
}
