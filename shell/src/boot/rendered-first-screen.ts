import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions, getDashboard, invoiceListFilters, invoiceListQueryOptions, invoiceListState, listInvoices } from '@ledgerline/api-client';
import { apiRequest, userQueryKey } from '@ledgerline/shell-sdk';
import { RENDERED_FIRST_SCREEN_ID, type RenderedFirstScreen } from '@ledgerline/contracts';
import { userQueryOptions } from '../auth/user-query.ts';
import { whenUsableAndIdle } from '../preload/when-usable-and-idle.ts';

/** The screen a rendered first screen draws, by the address the gateway rendered it for. */
const RENDERED_PATHS: Record<RenderedFirstScreen['screen'], string> = { dashboard: '/dashboard', invoices: '/invoices' };

/** The query keys a rendered first screen's answers go under: the user check's and the screen's. */
function renderedKeys(rendered: RenderedFirstScreen) {
  const screenKey = rendered.screen === 'dashboard' ? dashboardQueryOptions().queryKey : invoiceListQueryOptions(new URLSearchParams()).queryKey;
  return [userQueryOptions.queryKey, screenKey] as const;
}

/** Puts a rendered first screen's answers in the query cache, under the keys the screen reads. */
export function seedRenderedFirstScreen(queryClient: QueryClient, rendered: RenderedFirstScreen): void {
  const [userKey, screenKey] = renderedKeys(rendered);
  queryClient.setQueryData(userKey, rendered.user);
  queryClient.setQueryData(screenKey, rendered.screen === 'dashboard' ? rendered.dashboard : rendered.invoices);
}

/**
 * Asks the API again for what the page carried, once the screen is usable and the browser idle, and
 * drops the answers: the service worker keeps API answers for offline use, and it never saw these.
 * Not through the query cache, whose refetch would re-render the guard and frame under the user's
 * first clicks.
 */
export function keepRenderedAnswersOffline(rendered: RenderedFirstScreen): void {
  whenUsableAndIdle(() => {
    const screenAnswer = rendered.screen === 'dashboard' ? getDashboard() : listInvoices(invoiceListFilters(invoiceListState.read(new URLSearchParams())));
    void Promise.allSettled([apiRequest('GET', userQueryKey[0]), screenAnswer]);
  });
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
