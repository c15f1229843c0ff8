/**
 * Calls `onWaiting` whenever a new worker has installed and waits to take over the page: one left
 * waiting by an earlier visit, and every update found later (from this tab's checks or another's).
 * Without a controller, an installed worker activates at once: that is the first install, not an
 * update, so it is not announced; but when a first install claims the page while a newer worker is
 * already waiting behind it, that newer one is announced then.
 */
export function watchForWaitingWorker(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
  onWaiting: () => void,
): void {
  const announceIfWaiting = () => {
    if (registration.waiting && container.controller) onWaiting();
  };
  announceIfWaiting();
  container.addEventListener('controllerchange', announceIfWaiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announceIfWaiting();
    });
  });
}
