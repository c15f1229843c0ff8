import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the part in the console. */
  name: string;
  onFailed: () => void;
  children: ReactNode;
}

/**
 * Around a part whose code loads when it is first needed (the command palette, the dashboard's
 * chart): that code can fail to arrive (offline, or a new deployment replaced the old files), which
 * must leave the part out and tell its parent, not crash the app. The parent remounts it with a new
 * key and a new lazy component to try again.
 */
export class LoadFailureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} could not be loaded`, error, info.componentStack);
    this.props.onFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
