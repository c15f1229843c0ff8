import { useDashboard } from '@ledgerline/api-client';
import { DashboardSkeleton } from '@ledgerline/shell-sdk';
import { Heading, Paragraph, RetryButton } from '@ledgerline/plain-ui';
import { DashboardFigures } from './dashboard/DashboardFigures.tsx';
import { QuickActions } from './dashboard/QuickActions.tsx';

/**
 * /dashboard: what is owed, paid and won, in the account's currency, each figure opening the list it
 * counts. Plain elements rather than antd's heavier components: this is a first screen.
 */
export default function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <Heading level={1} size={24} style={{ margin: 0 }}>
          Dashboard
        </Heading>
        <QuickActions />
      </div>
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.isError && (
        <div role="alert">
          <Paragraph>The figures could not be loaded. Check your connection, then try again.</Paragraph>
          <RetryButton onClick={() => void dashboard.refetch()} />
        </div>
      )}
      {dashboard.data && <DashboardFigures dashboard={dashboard.data} />}
    </div>
  );
}
