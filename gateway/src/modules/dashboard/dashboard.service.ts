import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Dashboard, DashboardChart } from '@ledgerline/contracts';
import { accountCurrency, aging, estimatesIn, invoicedIn, invoicedVsPaid, openJobs, paidIn, recentActivity, uninvoicedChangeOrders } from './dashboard-queries.ts';
import { monthOf, twelveMonthPeriod } from './dashboard-periods.ts';

/** Events the dashboard lists under "Recent activity". */
const ACTIVITY_SHOWN = 8;

/** The dashboard's figures on `today`: money owed and received, estimates, change orders, jobs and the latest events. */
export async function dashboardFigures(em: SqlEntityManager, accountId: string, today: string): Promise<Dashboard> {
  const currency = await accountCurrency(em, accountId);
  const thisMonth = monthOf(today);
  const lastMonth = monthOf(today, -1);
  const period = twelveMonthPeriod(today);
  const [buckets, [paidThisMonth, paidLastMonth], invoicedThisMonth, estimates, changeOrders, jobs, activity] = await Promise.all([
    aging(em, accountId, currency, today),
    paidIn(em, accountId, currency, thisMonth, lastMonth),
    invoicedIn(em, accountId, currency, thisMonth),
    estimatesIn(em, accountId, currency, period, today),
    uninvoicedChangeOrders(em, accountId, currency),
    openJobs(em, accountId, currency),
    recentActivity(em, accountId, ACTIVITY_SHOWN),
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
    activity,
  };
}

const sum = (figures: { amount: number; count: number }[], key: 'amount' | 'count') => figures.reduce((total, figure) => total + figure[key], 0);

/** Invoiced vs paid per month, the twelve months ending with the one `today` falls in. */
export async function dashboardChart(em: SqlEntityManager, accountId: string, today: string): Promise<DashboardChart> {
  return invoicedVsPaid(em, accountId, await accountCurrency(em, accountId), today);
}
