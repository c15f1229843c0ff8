import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { clearCacheAndReload } from './clear-cache-and-reload.ts';

interface State {
  error: Error | null;
}

/**
 * The last line of defence: an uncaught render error shows the crash screen of SPEC.md section 2
 * instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught render error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <Result
        status="error"
        title={<h1 style={{ font: 'inherit', margin: 0 }}>Something went wrong</h1>}
        subTitle="The application encountered an unexpected error"
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            Reload Page
          </Button>,
          <Button key="clear" onClick={() => void clearCacheAndReload()}>
            Clear Cache &amp; Reload
          </Button>,
        ]}
      >
        <Typography.Paragraph code>{error.message || 'Unknown error'}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">If the problem persists, please contact support</Typography.Paragraph>
      </Result>
    );
  }
}
