import { DOCUMENT_KIND_REGISTRY, type DocumentKind } from './kinds.ts';

/**
 * Every page of the app by name: the route patterns the shell's route table declares (the first of
 * each list is the canonical address), and appPaths, which fills them in. Screens, the gateway's
 * links (search results, notifications, public links) and tests build addresses from here instead
 * of writing them out, so a moved page is one change. No zod: the shell's first paint reads this.
 */
/**
 * Every page under /view/ is opened by a secret link a business shared with its client (a document,
 * a pay application to certify): such a page keeps its link out of referrers and caches, and shows
 * no offer to install the app. The rule follows the prefix, so a new public page is covered by it.
 */
export function isPublicLinkPage(path: string): boolean {
  return path.startsWith('/view/');
}

export const ROUTE_PATTERNS = {
  home: ['/'],
  auth: ['/auth', '/login', '/register'],
  forgotPassword: ['/forgot-password'],
  resetPassword: ['/reset-password'],
  pricing: ['/pricing'],
  checkoutSuccess: ['/checkout/success'],
  checkout: ['/checkout/:planKey'],
  contact: ['/contact'],
  publicInvoice: ['/view/invoice/:token'],
  publicEstimate: ['/view/estimate/:token'],
  publicChangeOrder: ['/view/change-order/:token'],
  publicCreditNote: ['/view/credit-note/:token'],
  publicPayApplication: ['/view/pay-application/:token'],
  dashboard: ['/dashboard'],
  invoices: ['/invoices'],
  newInvoice: ['/invoices/create', '/invoices/new'],
  invoice: ['/invoices/edit/:id'],
  estimates: ['/estimates'],
  newEstimate: ['/estimates/create', '/estimates/new'],
  estimate: ['/estimates/edit/:id'],
  changeOrders: ['/change-orders'],
  newChangeOrder: ['/change-orders/create', '/change-orders/new'],
  changeOrder: ['/change-orders/edit/:id'],
  jobs: ['/jobs'],
  job: ['/jobs/:id'],
  creditNotes: ['/credit-notes'],
  creditNote: ['/credit-notes/:id'],
  clients: ['/clients'],
  client: ['/clients/:id'],
  referrals: ['/referrals'],
  templates: ['/templates'],
  priceBook: ['/price-book'],
  templateBuilder: ['/templates/builder', '/templates/builder/:id'],
  settings: ['/settings'],
  paymentMethods: ['/payment-methods'],
  admin: ['/admin'],
  adminContacts: ['/admin/contacts'],
  adminAccounts: ['/admin/accounts'],
  adminAudit: ['/admin/audit'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/** A route's canonical pattern with its `:params` filled in, each encoded as one path segment. */
function fill(route: RouteName, params: Record<string, string> = {}, pattern: string = ROUTE_PATTERNS[route][0]): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`The path of "${route}" needs its ${name}.`);
    return encodeURIComponent(value);
  });
}

const routesOf = (kind: DocumentKind) => DOCUMENT_KIND_REGISTRY[kind].routes;

export const appPaths = {
  /** The landing page; a signed-in user goes on to the dashboard (SPEC.md: the palette and Ctrl+D go here). */
  home: () => fill('home'),
  auth: () => fill('auth'),
  forgotPassword: () => fill('forgotPassword'),
  /** The page a reset email links to; the token rides in the query, which the request log redacts. */
  resetPassword: (token: string) => `${fill('resetPassword')}?token=${encodeURIComponent(token)}`,
  dashboard: () => fill('dashboard'),
  invoices: () => fill('invoices'),
  newInvoice: () => fill('newInvoice'),
  invoice: (id: string) => fill('invoice', { id }),
  estimates: () => fill('estimates'),
  newEstimate: () => fill('newEstimate'),
  estimate: (id: string) => fill('estimate', { id }),
  changeOrders: () => fill('changeOrders'),
  newChangeOrder: () => fill('newChangeOrder'),
  changeOrder: (id: string) => fill('changeOrder', { id }),
  jobs: () => fill('jobs'),
  /** A job's page, addressed by its estimate's id. */
  job: (estimateId: string) => fill('job', { id: estimateId }),
  creditNotes: () => fill('creditNotes'),
  creditNote: (id: string) => fill('creditNote', { id }),
  clients: () => fill('clients'),
  client: (id: string) => fill('client', { id }),
  settings: () => fill('settings'),
  templates: () => fill('templates'),
  priceBook: () => fill('priceBook'),
  pricing: () => fill('pricing'),
  checkout: (planKey: string) => fill('checkout', { planKey }),
  checkoutSuccess: () => fill('checkoutSuccess'),
  paymentMethods: () => fill('paymentMethods'),
  admin: () => fill('admin'),
  adminContacts: () => fill('adminContacts'),
  adminAccounts: () => fill('adminAccounts'),
  adminAudit: () => fill('adminAudit'),
  /** The builder of a new template, or (with an id) of a saved one. */
  templateBuilder: (id?: string) => (id === undefined ? fill('templateBuilder') : fill('templateBuilder', { id }, ROUTE_PATTERNS.templateBuilder[1])),
  publicInvoice: (token: string) => fill('publicInvoice', { token }),
  publicEstimate: (token: string) => fill('publicEstimate', { token }),
  publicChangeOrder: (token: string) => fill('publicChangeOrder', { token }),
  publicCreditNote: (token: string) => fill('publicCreditNote', { token }),
  /** Where a client certifies a pay application: not a document kind, but a page of the job's. */
  publicPayApplication: (token: string) => fill('publicPayApplication', { token }),

  /** The same pages by document kind, for code shared by every kind. */
  documents: (kind: DocumentKind) => fill(routesOf(kind).list),
  /** The page that makes a new one, or null for a kind only made from another document (a credit note, from its invoice). */
  newDocument: (kind: DocumentKind): string | null => {
    const create = routesOf(kind).create;
    return create === null ? null : fill(create);
  },
  document: (kind: DocumentKind, id: string) => fill(routesOf(kind).edit, { id }),
  /** The page a client opens through the document's secret link, which needs no sign-in. */
  publicDocument: (kind: DocumentKind, token: string) => fill(routesOf(kind).public, { token }),
};
