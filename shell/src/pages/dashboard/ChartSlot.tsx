import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadFailureBoundary } from '../../errors/LoadFailureBoundary.tsx';
import { Paragraph, RetryButton } from '@ledgerline/plain-ui';

/**
 * The chart, in its own chunk, asked for once the figures are on screen. Its code can fail to
 * arrive (offline before the service worker holds it, or a deployment replaced the files): the
 * figures stay, and the chart's place says so and offers to try again, instead of the whole app
 * falling to its crash screen.
 */
export function ChartSlot() {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // A new lazy component per attempt: React.lazy remembers a failed load forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what asks for the new one
  const InvoicedVsPaidChart = useMemo(() => lazy(() => import('./InvoicedVsPaidChart.tsx')), [attempt]);
  if (failed) {
    return (
      <div role="alert">
        <Paragraph>The chart could not be loaded. The figures above are up to date.</Paragraph>
        <RetryButton
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }
  return (
    <LoadFailureBoundary name="The chart" key={attempt} onFailed={() => setFailed(true)}>
      <Suspense fallback={<Paragraph secondary>Loading the chart…</Paragraph>}>
        <InvoicedVsPaidChart />
      </Suspense>
    </LoadFailureBoundary>
  );
}
