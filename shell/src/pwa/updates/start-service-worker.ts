import { Workbox } from 'workbox-window';
import { PWA_UPDATE_AVAILABLE_EVENT, type PwaUpdateAvailableDetail } from '@ledgerline/shell-sdk';
import { reloadWhenControllerReplaced } from './reload-once.ts';
import { scheduleUpdateChecks } from './update-checks.ts';

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
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    reloadWhenControllerReplaced(navigator.serviceWorker.controller !== null, () => window.location.reload()),
  );
  const workbox = new Workbox(SERVICE_WORKER_URL);
  const registered = workbox.register();
  // Also fires right after registering when a worker was already waiting from an earlier visit.
  workbox.addEventListener('waiting', () => {
    void registered.then((registration) => registration && announceUpdate(registration));
  });
  const registration = await registered;
  if (registration) scheduleUpdateChecks(() => registration.update());
}
