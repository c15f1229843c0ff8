/**
 * Starts the service worker once the page has loaded (SPEC.md section 7). Its code is imported
 * only then, so none of it weighs on first paint. A failure is only logged.
 */
export function registerServiceWorkerAfterLoad(): void {
  const start = () => {
    import('./start-service-worker.ts')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch((error: unknown) => console.error('The offline service worker could not be registered.', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
