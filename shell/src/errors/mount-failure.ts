/**
 * 'Failed to Load Application' (SPEC.md section 2), drawn with plain DOM: when the app cannot start,
 * React or antd may be exactly what failed to load.
 */
export function showMountFailure(error: unknown): void {
  console.error('The application could not start.', error);
  const root = document.getElementById('root');
  if (root === null) return;

  const screen = document.createElement('div');
  screen.setAttribute('role', 'alert');
  screen.style.cssText = 'max-width:480px;margin:15vh auto;padding:24px;font-family:system-ui,sans-serif;text-align:center';

  const heading = document.createElement('h1');
  heading.textContent = 'Failed to Load Application';
  heading.style.cssText = 'font-size:24px;margin:0 0 12px';

  const message = document.createElement('p');
  message.textContent = error instanceof Error && error.message ? error.message : 'Unknown error';
  message.style.cssText = 'color:rgba(0,0,0,0.65);margin:0 0 24px;overflow-wrap:anywhere';

  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload Page';
  reload.style.cssText = 'font:inherit;padding:10px 20px;min-height:44px;border:0;border-radius:8px;background:#1f5fbf;color:#fff;cursor:pointer';
  reload.addEventListener('click', () => window.location.reload());

  screen.append(heading, message, reload);
  root.replaceChildren(screen);
}
