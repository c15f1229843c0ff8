import { DOCUMENT_KIND_LABELS } from '../documents/kinds.ts';
import type { AdminDashboard, AdminDashboardTable } from './admin-dashboard.ts';
import type { CsvCell } from './csv.ts';

export type DashboardTableData = { header: string[]; rows: CsvCell[][] };

/** The install log's device types as people read them. */
export const DEVICE_LABELS: Record<AdminDashboard['installsByDevice'][number]['deviceType'], string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop', other: 'Other' };

/** Minor units as a decimal amount (the plans' currencies have two decimals). */
const amount = (minor: number) => minor / 100;

/** Each table of the dashboard: the screen shows it and the CSV export writes it, the same columns both ways. */
export function dashboardTable(dashboard: AdminDashboard, table: AdminDashboardTable): DashboardTableData {
  switch (table) {
    case 'signups-per-day':
      return { header: ['Day', 'Sign-ups'], rows: dashboard.signupsPerDay.map((row) => [row.day, row.accounts]) };
    case 'signups-per-week':
      return { header: ['Week starting', 'Sign-ups'], rows: dashboard.signupsPerWeek.map((row) => [row.weekStart, row.accounts]) };
    case 'active-accounts':
      return { header: ['Signed in during', 'Accounts'], rows: [['Last 7 days', dashboard.activeAccounts.last7Days], ['Last 30 days', dashboard.activeAccounts.last30Days]] };
    case 'accounts-by-plan':
      return {
        header: ['Plan', 'Accounts', `MRR (${dashboard.mrr.currency})`],
        rows: dashboard.accountsByPlan.map((row) => [row.planName, row.accounts, amount(row.mrr)]),
      };
    case 'mrr-movements': {
      const { movements } = dashboard.mrr;
      return {
        header: ['Movement', `MRR (${dashboard.mrr.currency})`],
        rows: [
          ['New', amount(movements.new)],
          ['Expansion', amount(movements.expansion)],
          ['Contraction', -amount(movements.contraction)],
          ['Churn', -amount(movements.churn)],
          ['Net', amount(movements.net)],
        ],
      };
    }
    case 'documents-by-kind':
      return { header: ['Kind', 'Created'], rows: dashboard.documentsByKind.map((row) => [DOCUMENT_KIND_LABELS[row.kind], row.created]) };
    case 'installs-by-device':
      return { header: ['Device', 'Installs'], rows: dashboard.installsByDevice.map((row) => [DEVICE_LABELS[row.deviceType], row.installs]) };
  }
}
