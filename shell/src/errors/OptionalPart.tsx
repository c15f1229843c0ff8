import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the part in the console when its code could not be loaded or it failed to render. */
  name: string;
  children: ReactNode;
}

/**
 * A part of the frame that loads its code only when it is due (the install prompt, the update
 * prompt, the notification poller, the compatibility notice). Its code can fail to arrive (offline
 * before the service worker holds it, or a deployment replaced the files): the part is then left
 * out, the page the user is working on stays, and the next mount tries again.
 */
export function OptionalPart({ name, children }: Props) {
  return (
    <OptionalPartBoundary name={name}>
      <Suspense fallback={null}>{children}</Suspense>
    </OptionalPartBoundary>
  );
}

class OptionalPartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} could not be shown`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
