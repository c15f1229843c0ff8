import type { SqlEntityManager } from '@mikro-orm/sql';
import { dashboardChartSchema, dashboardSchema, type Dashboard, type DashboardChart } from '@ledgerline/contracts';
import { aging, estimatesIn, invoicedIn, invoicedVsPaid, openJobs, paidIn, recentActivity, retainageHeld, uninvoicedChangeOrders } from './dashboard-queries.ts';
import { monthOf, twelveMonthPeriod } from './dashboard-periods.ts';
import { storedOrComputed } from './dashboard-snapshots.ts';

/** Events the dashboard lists under "Recent activity". */
const ACTIVITY_SHOWN = 8;

/** The dashboard's money, estimate, change-order and job figures: everything but the activity. */
export type DashboardFigures = Omit<Dashboard, 'activity'>;
const dashboardFiguresSchema = dashboardSchema.omit({ activity: true });

/**
 * The dashboard on `today`: its figures as stored for the account's current data (computed on the
 * first read after a change, dashboard-snapshots.ts) and the latest events, read as they are (one
 * short index scan, and every event would otherwise be a change).
 */
export async function dashboardFigures(em: SqlEntityManager, accountId: string, today: string): Promise<Dashboard> {
  const [figures, activity] = await Promise.all([
    storedOrComputed(em, accountId, 'figures.v2', today, dashboardFiguresSchema, (currency) => computeDashboardFigures(em, accountId, currency, today)),
    recentActivity(em, accountId, ACTIVITY_SHOWN),
  ]);
  return { ...figures, activity };
}

/** Money owed and received, estimates, change orders and jobs on `today`, computed from the documents. */
export async function computeDashboardFigures(em: SqlEntityManager, accountId: string, currency: string, today: string): Promise<DashboardFigures> {
  const thisMonth = monthOf(today);
  const lastMonth = monthOf(today, -1);
  const period = twelveMonthPeriod(today);
  const [buckets, [paidThisMonth, paidLastMonth], invoicedThisMonth, estimates, changeOrders, jobs, retainage] = await Promise.all([
    aging(em, accountId, currency, today),
    paidIn(em, accountId, currency, thisMonth, lastMonth),
    invoicedIn(em, accountId, currency, thisMonth),
    estimatesIn(em, accountId, currency, period, today),
    uninvoicedChangeOrders(em, accountId, currency),
    openJobs(em, accountId, currency),
    retainageHeld(em, accountId, currency),
  ]);
  const overdue = buckets.filter((bucket) => bucket.bucket !== 'current');
  const decided = estimates.accepted.count + estimates.declined + estimates.expired;
  return {
    currency,
    today,
    thisMonth,
    lastMonth,
    outstanding: { amount: sum(buckets, 'amount'), count: sum(buckets, 'count') },
    overdue: { amount: sum(overdue, 'amount'), count: sum(overdue, 'count') },
    paidThisMonth,
    paidLastMonth,
    invoicedThisMonth,
    aging: buckets,
    estimates: { period, ...estimates, winRate: decided === 0 ? null : estimates.accepted.count / decided },
    uninvoicedChangeOrders: changeOrders,
    openJobs: jobs,
    retainageHeld: retainage,
  };
}

const sum = (figures: { amount: number; count: number }[], key: 'amount' | 'count') => figures.reduce((total, figure) => total + figure[key], 0);

/** Invoiced vs paid per month, the twelve months ending with the one `today` falls in: stored like the figures. */
export async function dashboardChart(em: SqlEntityManager, accountId: string, today: string): Promise<DashboardChart> {
  return storedOrComputed(em, accountId, 'chart.v1', today, dashboardChartSchema, (currency) => invoicedVsPaid(em, accountId, currency, today));
}
