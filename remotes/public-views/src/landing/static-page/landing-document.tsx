import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { LANDING_SCRIPT_PATH, ShellHosts, ToastHost } from '@ledgerline/shell-ui';
import Landing from '../../screens/Landing.tsx';

/**
 * The head of the shell's index.html that matters to a visitor's page (the web manifest and icons
 * keep the page installable), without its boot placeholder: here the page itself is the content.
 */
const HEAD = `<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="#1f5fbf" />
<meta name="description" content="Invoices, estimates and change orders for small businesses and contractors." />
<title>Ledgerline</title>
<link rel="manifest" href="/manifest.webmanifest" />
<link rel="icon" type="image/svg+xml" href="/icons/icon.svg" />
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
<style>body { margin: 0; }</style>
<script src="${LANDING_SCRIPT_PATH}" defer></script>`;

/**
 * / as a visitor gets it: the landing screen rendered once at build time to plain HTML, so the page
 * needs none of the app's JavaScript. Its links are ordinary links into the app; the only script is
 * the shell's small landing script (install offer, service worker).
 */
export function renderLandingDocument(): string {
  const body = renderToStaticMarkup(
    <ToastHost>
      <ShellHosts user={null}>
        <StaticRouter location={appPaths.home()}>
          <Landing />
        </StaticRouter>
      </ShellHosts>
    </ToastHost>,
  );
  return `<!doctype html>\n<html lang="en">\n<head>\n${HEAD}\n</head>\n<body>${body}</body>\n</html>\n`;
}
