import type { Dashboard } from '@ledgerline/contracts';

const figure = (amount: number, count: number) => ({ amount, count });
const JUNE = { from: '2026-06-01', to: '2026-06-30' };

/** An account's dashboard in mid-June 2026: money owed and overdue, estimates decided, change orders and jobs open. */
export const DASHBOARD: Dashboard = {
  currency: 'USD',
  today: '2026-06-15',
  thisMonth: JUNE,
  lastMonth: { from: '2026-05-01', to: '2026-05-31' },
  outstanding: figure(353800, 9),
  overdue: figure(335000, 7),
  paidThisMonth: figure(17200, 2),
  paidLastMonth: figure(90000, 1),
  invoicedThisMonth: figure(21000, 2),
  aging: [
    { bucket: 'current', ...figure(18800, 2), clients: [{ id: '7f3c5b0e-1d2a-4c6b-9e8f-0a1b2c3d4e5f', name: 'Alder Homes', amount: 18800 }], clientCount: 1 },
    { bucket: '1-30', ...figure(0, 0), clients: [], clientCount: 0 },
    { bucket: '31-60', ...figure(75000, 2), clients: [{ id: '7f3c5b0e-1d2a-4c6b-9e8f-0a1b2c3d4e5f', name: 'Alder Homes', amount: 75000 }], clientCount: 3 },
    { bucket: '61-90', ...figure(0, 0), clients: [], clientCount: 0 },
    { bucket: '90+', ...figure(0, 0), clients: [], clientCount: 0 },
  ],
  estimates: { period: { from: '2025-07-01', to: '2026-06-30' }, sent: figure(137000, 4), accepted: figure(110000, 1), declined: 1, expired: 1, winRate: 1 / 3 },
  uninvoicedChangeOrders: figure(22000, 1),
  openJobs: { count: 2, contractValue: 162000 },
  retainageHeld: figure(6500, 1),
  activity: [],
};
