import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { RenderedFirstScreen } from '@ledgerline/contracts';
import FirstRowsAtEveryWidth from '@ledgerline/invoice-list-rows/first-rows-at-every-width';
import { theme } from '@ledgerline/plain-ui';
import { seedRenderedFirstScreen } from '../boot/rendered-first-screen.ts';
import DashboardPage from '../pages/DashboardPage.tsx';

/**
 * The shell-owned first screen as HTML, for the gateway to put in a signed-in page: the components
 * the app draws, from the same cached answers, so the app's first render takes their place without
 * a visible change. Built on its own for Node (rspack.first-screen-render.config.js); the gateway
 * loads the built file and never this source.
 */
export function renderFirstScreen(rendered: RenderedFirstScreen): string {
  const queryClient = new QueryClient();
  seedRenderedFirstScreen(queryClient, rendered);
  const screen = rendered.screen === 'dashboard' ? <DashboardPage /> : <FirstRowsAtEveryWidth rows={rendered.invoices.items} />;
  // The theme the app's ConfigProvider gives: the rows' colours come from its tokens.
  return renderToString(
    <ConfigProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={`/${rendered.screen}`}>{screen}</StaticRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}
