import type { User } from './auth.ts';
import type { Dashboard } from './business/dashboard.ts';
import type { InvoiceList } from './business/invoices.ts';

/**
 * What the gateway puts in a signed-in page's HTML beside the first screen it rendered there: the
 * user check's answer and the screen's data, so the app's first render draws the same without
 * asking again. Read without a schema: the page comes from the same gateway, and zod stays off
 * first paint.
 */
export type RenderedFirstScreen =
  | { screen: 'dashboard'; user: User; dashboard: Dashboard }
  /** The invoice list's first page with no filter, sort or page in the address. */
  | { screen: 'invoices'; user: User; invoices: InvoiceList };

/** The id of the JSON script element that carries a RenderedFirstScreen. */
export const RENDERED_FIRST_SCREEN_ID = 'rendered-first-screen';
