import type { RemoteName } from '@ledgerline/contracts';

/**
 * Every screen each remote exposes (DESIGN.md section 2). The shell loads `<remote>/<screen>` by
 * these names and each remote's exposes.ts is checked against them, so a renamed or missing screen
 * is a type error on both sides instead of a blank route at run time.
 */
export const REMOTE_SCREENS = {
  invoices: ['InvoiceList', 'InvoiceEditor', 'TemplateList', 'TemplateBuilder', 'PdfGenerator', 'SendInvoiceDialog', 'ExchangeRate', 'CreditNoteList', 'CreditNote', 'PriceBook'],
  estimates: ['EstimateList', 'EstimateEditor', 'ChangeOrderList', 'ChangeOrderEditor', 'SendChangeOrderDialog', 'JobList', 'JobPage'],
  clients: ['ClientList', 'ClientDetail'],
  admin: ['AdminDashboard', 'AdminContacts', 'AdminAccounts', 'AdminAudit'],
  public_views: ['Landing', 'Pricing', 'Checkout', 'CheckoutSuccess', 'Contact', 'PublicInvoice', 'PublicEstimate', 'PublicChangeOrder', 'PublicCreditNote', 'PublicPayApplication'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteScreenName<R extends RemoteName> = (typeof REMOTE_SCREENS)[R][number];

/** The shape of a remote's exposes map: './<Screen>' for each of its screens, to a source file. */
export type RemoteExposes<R extends RemoteName> = Record<`./${RemoteScreenName<R>}`, string>;

/**
 * What a screen's first rows get from the shell's RemoteScreen, which draws them while the screen's
 * own code loads: they say when they are drawn, or that they cannot be, so the code knows when to come.
 */
export interface FirstRowsProps {
  /** Called once the rows are drawn: the screen's code may then wait until the user reaches for it. */
  onDrawn(): void;
  /** Called once it is clear they cannot be (the page failed, waits offline, or has no rows): the screen's code is asked for at once. */
  onCannotDraw(): void;
}
