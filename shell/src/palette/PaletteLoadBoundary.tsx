import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onFailed: () => void;
  children: ReactNode;
}

/**
 * The palette is loaded on first use, so its code can fail to arrive (offline, or a new deployment
 * replaced the old files). That must close the palette, not crash the app. The parent remounts it
 * with a new key to try again.
 */
export class PaletteLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The command palette could not be loaded', error, info.componentStack);
    this.props.onFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
