import { appPaths, type AgingBucketName, type Period } from '@ledgerline/contracts';

/** A list's address with its filters in the query, as each list screen reads them back. */
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** Where each dashboard figure leads: the list filtered to exactly what the figure counts. */
export const figureLinks = {
  outstanding: () => withQuery(appPaths.invoices(), { status: 'outstanding' }),
  overdue: () => withQuery(appPaths.invoices(), { status: 'overdue' }),
  aging: (bucket: AgingBucketName) => withQuery(appPaths.invoices(), { aging: bucket }),
  paidIn: (period: Period) => withQuery(appPaths.invoices(), { paidFrom: period.from, paidTo: period.to }),
  invoicedIn: (period: Period) => withQuery(appPaths.invoices(), { status: 'issued', from: period.from, to: period.to }),
  estimatesSent: (period: Period) => withQuery(appPaths.estimates(), { stage: 'sent', from: period.from, to: period.to }),
  estimatesWon: (period: Period) => withQuery(appPaths.estimates(), { stage: 'won', from: period.from, to: period.to }),
  openJobs: () => withQuery(appPaths.jobs(), { status: 'open' }),
  uninvoicedChangeOrders: () => withQuery(appPaths.changeOrders(), { status: 'uninvoiced' }),
};
