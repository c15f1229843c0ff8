import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadFailed } from './RemoteLoadFailed.tsx';
import { RemoteLoadError } from './remote-load-error.ts';

interface Props {
  /** Names the screen in logs. */
  screen: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Keeps a failing remote screen (one that cannot be loaded, or throws while rendering) inside its own
 * route: the card replaces only that screen and the rest of the shell keeps working. The parent
 * remounts it with a fresh key to try again.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Load failures were already logged with their cause by the name-load-failures runtime plugin.
    if (!(error instanceof RemoteLoadError)) {
      console.error(`The ${this.props.screen} screen threw while rendering`, error, info.componentStack);
    }
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteLoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}
