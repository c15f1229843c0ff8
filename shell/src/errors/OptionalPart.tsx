import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Names the part in the console when its code could not be loaded or it failed to render. */
  name: string;
  children: ReactNode;
}

/**
 * A part of the frame that loads its code only when it is due (the install prompt, the update
 * prompt, the notification poller, the compatibility notice). Its code can fail to arrive (offline
 * before the service worker holds it, or a deployment replaced the files): the part is then left
 * out and the page the user is working on stays. It is tried again when the browser comes back
 * online and on its next mount, provided its code is loaded through optionalPartCode.
 */
export function OptionalPart({ name, children }: Props) {
  return (
    <OptionalPartBoundary name={name}>
      <Suspense fallback={null}>{children}</Suspense>
    </OptionalPartBoundary>
  );
}

/** How to load again each optional part whose code failed to arrive, until something tries. */
const failedLoads = new Set<() => void>();

function loadFailedPartsAgain(): void {
  for (const renew of failedLoads) renew();
  failedLoads.clear();
}

/**
 * React.lazy for an optional part. React keeps a lazy component's failed load for good, so the part
 * would stay out until the page is reloaded. This one is renewed after a failure, by the next
 * OptionalPart to mount or by the browser coming back online, never by React's own render of the
 * failure (which would load again at once, in a loop while offline).
 */
export function optionalPartCode<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(renew);
        throw error;
      }),
    );
  const renew = () => {
    Loaded = attempt();
  };
  let Loaded = attempt();
  return function OptionalPartCode(props: P) {
    return <Loaded {...props} />;
  };
}

class OptionalPartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  constructor(props: Props) {
    super(props);
    loadFailedPartsAgain();
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.tryAgain);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.tryAgain);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} could not be shown`, error, info.componentStack);
  }

  private readonly tryAgain = () => {
    if (!this.state.failed) return;
    loadFailedPartsAgain();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
