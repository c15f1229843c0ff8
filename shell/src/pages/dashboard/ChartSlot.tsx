import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Paragraph } from '../../plain-ui/Text.tsx';
import { RetryButton } from '../../plain-ui/RetryButton.tsx';

class ChartBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The chart could not be shown', error);
    this.props.onFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

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
    <ChartBoundary key={attempt} onFailed={() => setFailed(true)}>
      <Suspense fallback={<Paragraph secondary>Loading the chart…</Paragraph>}>
        <InvoicedVsPaidChart />
      </Suspense>
    </ChartBoundary>
  );
}
