import { IDLE_TIMEOUT_MS } from '../../preload/when-idle.ts';
import { whenUsableAndIdle } from '../../preload/when-usable-and-idle.ts';

/**
 * The latest the worker waits after the page's load event, for a page that reports no screen as
 * usable (the sign-in page, the landing page, a public link): those get it all the same.
 */
const LATEST_AFTER_LOAD_MS = 5000;

const start = () => {
  import('./start-service-worker.ts')
    .then(({ startServiceWorker }) => startServiceWorker())
    .catch((error: unknown) => console.error('The offline service worker could not be registered.', error));
};

const afterLoad = (run: () => void) => {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};

/** Starts the service worker once the page has loaded (SPEC.md section 7): the landing page's way. */
export function registerServiceWorkerAfterLoad(): void {
  afterLoad(start);
}

/**
 * In the app, the service worker (SPEC.md section 7) starts once the page has loaded and the first screen is
 * usable and the browser idle (2 s at most after that): its install precaches the whole shell,
 * about a hundred files, which would otherwise compete with the screen the user is waiting for. Its
 * code is imported only then. A failure is only logged.
 */
export function registerServiceWorkerWhenUsable(): void {
  afterLoad(() => {
    let cancelWait = () => {};
    let latest = 0;
    const startOnce = () => {
      cancelWait();
      window.clearTimeout(latest);
      start();
    };
    // Both are set before either can fire: the idle wait and the timer only ever run later.
    cancelWait = whenUsableAndIdle(startOnce, IDLE_TIMEOUT_MS);
    latest = window.setTimeout(startOnce, LATEST_AFTER_LOAD_MS);
  });
}
