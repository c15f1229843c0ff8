import { IDLE_TIMEOUT_MS } from '../../preload/when-idle.ts';
import { whenUsableAndIdle } from '../../preload/when-usable-and-idle.ts';

const start = () => {
  import('./start-service-worker.ts')
    .then(({ startServiceWorker }) => startServiceWorker())
    .catch((error: unknown) => console.error('The offline service worker could not be registered.', error));
};

const afterLoad = (run: () => void) => {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};

/**
 * Starts the service worker once the page has loaded (SPEC.md section 7). Its code is imported
 * only then, so none of it weighs on first paint. A failure is only logged.
 */
export function registerServiceWorkerAfterLoad(): void {
  afterLoad(start);
}

/**
 * In the app, the service worker waits further, for the first screen to be usable and the browser
 * idle (2 s at most after that): its install precaches the whole shell, about a hundred files,
 * which would otherwise compete with the screen the user is waiting for.
 */
export function registerServiceWorkerWhenUsable(): void {
  afterLoad(() => whenUsableAndIdle(start, IDLE_TIMEOUT_MS));
}
