/**
 * Errors outside React's render (event handlers, timers) and promise rejections nobody handled are
 * logged only (SPEC.md section 8): the screen the user is on usually still works.
 */
export function logGlobalErrors(): void {
  window.addEventListener('error', (event) => {
    console.error('Uncaught error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    console.error('Unhandled promise rejection', event.reason);
  });
}
