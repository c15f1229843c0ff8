import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions, invoiceListQueryOptions } from '@ledgerline/api-client';
import { RENDERED_FIRST_SCREEN_ID, type RenderedFirstScreen } from '@ledgerline/contracts';
import { userQueryOptions } from '../auth/user-query.ts';

/** The screen a rendered first screen draws, by the address the gateway rendered it for. */
const RENDERED_PATHS: Record<RenderedFirstScreen['screen'], string> = { dashboard: '/dashboard', invoices: '/invoices' };

/** Puts a rendered first screen's answers in the query cache, under the keys the screen reads. */
export function seedRenderedFirstScreen(queryClient: QueryClient, rendered: RenderedFirstScreen): void {
  queryClient.setQueryData(userQueryOptions.queryKey, rendered.user);
  if (rendered.screen === 'dashboard') queryClient.setQueryData(dashboardQueryOptions().queryKey, rendered.dashboard);
  else queryClient.setQueryData(invoiceListQueryOptions(new URLSearchParams()).queryKey, rendered.invoices);
}

/**
 * The first screen the gateway rendered into this page, when it rendered one for the address the
 * app starts on. The element is read once and removed: a later visit of the same address in this
 * page must ask for fresh data.
 */
export function takeRenderedFirstScreen({ pathname, search }: { pathname: string; search: string }): RenderedFirstScreen | undefined {
  const element = document.getElementById(RENDERED_FIRST_SCREEN_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    const rendered = JSON.parse(element.textContent ?? '') as RenderedFirstScreen;
    return RENDERED_PATHS[rendered.screen] === pathname && search === '' ? rendered : undefined;
  } catch {
    return undefined;
  }
}
