import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen.tsx';

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
    return error === null ? this.props.children : <CrashScreen error={error} />;
  }
}
