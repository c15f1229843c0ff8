import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderedFirstScreen } from '@ledgerline/contracts';
import { seedRenderedFirstScreen } from '../boot/rendered-first-screen.ts';
import DashboardPage from '../pages/DashboardPage.tsx';

/**
 * The shell-owned first screen as HTML, for the gateway to put in a signed-in page: the same
 * component the app draws, from the same cached answers, so the app's first render takes its place
 * without a visible change. Built on its own for Node (rspack.first-screen-render.config.js); the
 * gateway loads the built file and never this source.
 */
export function renderFirstScreen(rendered: RenderedFirstScreen): string {
  const queryClient = new QueryClient();
  seedRenderedFirstScreen(queryClient, rendered);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location="/dashboard">
        <DashboardPage />
      </StaticRouter>
    </QueryClientProvider>,
  );
}
