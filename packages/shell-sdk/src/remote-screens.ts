import type { RemoteName } from '@ledgerline/contracts';

/**
 * Every screen each remote exposes (DESIGN.md section 2). The shell loads `<remote>/<screen>` by
 * these names and each remote's exposes.ts is checked against them, so a renamed or missing screen
 * is a type error on both sides instead of a blank route at run time.
 */
export const REMOTE_SCREENS = {
  invoices: ['InvoiceList', 'InvoiceEditor', 'TemplateList', 'TemplateBuilder', 'PdfGenerator', 'SendInvoiceDialog', 'ExchangeRate', 'CreditNoteList', 'CreditNote'],
  estimates: ['EstimateList', 'EstimateEditor', 'ChangeOrderList', 'ChangeOrderEditor', 'SendChangeOrderDialog'],
  clients: ['ClientList', 'ClientDetail'],
  admin: ['AdminDashboard', 'AdminContacts', 'AdminAccounts', 'AdminAudit'],
  public_views: ['Landing', 'Pricing', 'Checkout', 'CheckoutSuccess', 'Contact', 'PublicInvoice', 'PublicEstimate', 'PublicChangeOrder', 'PublicCreditNote'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteScreenName<R extends RemoteName> = (typeof REMOTE_SCREENS)[R][number];

/** The shape of a remote's exposes map: './<Screen>' for each of its screens, to a source file. */
export type RemoteExposes<R extends RemoteName> = Record<`./${RemoteScreenName<R>}`, string>;
