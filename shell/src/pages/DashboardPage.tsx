import { useDashboard } from '@ledgerline/api-client';
import { DashboardSkeleton } from '@ledgerline/shell-sdk';
import { Heading, Paragraph } from '../plain-ui/Text.tsx';
import { DashboardFigures } from './dashboard/DashboardFigures.tsx';
import { QuickActions } from './dashboard/QuickActions.tsx';

const RETRY = { minHeight: 40, padding: '0 16px', borderRadius: 8, border: '1px solid #d9d9d9', background: '#fff', cursor: 'pointer' };

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
          <button type="button" style={RETRY} onClick={() => void dashboard.refetch()}>
            Try again
          </button>
        </div>
      )}
      {dashboard.data && <DashboardFigures dashboard={dashboard.data} />}
    </div>
  );
}
