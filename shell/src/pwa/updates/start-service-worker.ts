import { PWA_UPDATE_AVAILABLE_EVENT, type PwaUpdateAvailableDetail } from '@ledgerline/shell-sdk';
import { reloadWhenControllerReplaced } from './reload-once.ts';
import { scheduleUpdateChecks } from './update-checks.ts';
import { watchForWaitingWorker } from './watch-for-waiting-worker.ts';

/** SPEC.md section 7: the offline worker script. */
const SERVICE_WORKER_URL = '/sw.js';

function announceUpdate(registration: ServiceWorkerRegistration): void {
  const detail: PwaUpdateAvailableDetail = { registration };
  window.dispatchEvent(new CustomEvent(PWA_UPDATE_AVAILABLE_EVENT, { detail }));
}

/**
 * Registers the service worker, announces a waiting new version, reloads once when it takes over,
 * and keeps checking for updates. Loaded after the page's load event: none of it is first paint.
 */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const onControllerChange = reloadWhenControllerReplaced(container.controller !== null, () => window.location.reload());
  container.addEventListener('controllerchange', () => onControllerChange(container.controller !== null));
  // A browser told to block workers (Playwright's serviceWorkers: 'block') resolves with nothing.
  const registration = (await container.register(SERVICE_WORKER_URL)) as ServiceWorkerRegistration | undefined;
  if (registration === undefined) {
    console.warn('The offline service worker was not registered: this browser blocks service workers.');
    return;
  }
  watchForWaitingWorker(registration, container, () => announceUpdate(registration));
  scheduleUpdateChecks(() => registration.update());
}
