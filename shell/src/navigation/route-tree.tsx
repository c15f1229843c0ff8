import { lazy, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { lazyFirstRows } from '../federation/first-rows.ts';
import { RemoteScreen } from '../federation/RemoteScreen.tsx';
import { LazyPage } from '../routes/LazyPage.tsx';
import { ROUTE_PATTERNS } from '@ledgerline/contracts';
import { DashboardSkeleton, FormSkeleton, TableSkeleton } from '@ledgerline/shell-sdk';
import type { AccessRule } from './access.ts';

const loadDashboardPage = () => import('../pages/DashboardPage.tsx');
const DashboardPage = lazy(loadDashboardPage);
const SettingsPage = lazy(() => import('../pages/SettingsPage.tsx'));
const ReferralsPage = lazy(() => import('../pages/ReferralsPage.tsx'));
const PaymentMethodsPage = lazy(() => import('../pages/PaymentMethodsPage.tsx'));
const loadInvoiceListFirstRows = () => import('@ledgerline/invoice-list-rows/first-rows');
const InvoiceListFirstRows = lazyFirstRows(loadInvoiceListFirstRows);

export type MenuGroup = 'main' | 'templatesAndSettings' | 'admin';

/** Named here and drawn by the sidebar, so the icons load with the signed-in frame, not on /auth. */
export type MenuIcon = 'dashboard' | 'invoices' | 'estimates' | 'changeOrders' | 'clients' | 'pricing' | 'referrals' | 'templates' | 'settings' | 'admin' | 'contacts';

export interface MenuEntry {
  group: MenuGroup;
  label: string;
  icon: MenuIcon;
}

/** One screen of the signed-in app: where it lives, its title, its sidebar link and who may see it. */
export interface ScreenNode {
  paths: readonly string[];
  title: string;
  /** Absent for a public screen the sidebar links to (Pricing): the public route table renders it, framed when signed in. */
  element?: ReactNode;
  menu?: MenuEntry;
  access?: AccessRule;
  /**
   * Starts what the screen needs first (its code, the page of data its address names) when a visit
   * opens on it, all at once, rather than each after the other as the screen renders; settles once
   * they are here and never rejects (the screen shows its own failures).
   */
  prepare?: (queryClient: QueryClient, search: URLSearchParams) => Promise<unknown>;
}

/**
 * The one route tree of the signed-in app (SPEC.md section 2). It drives the protected routes, the
 * sidebar (in this order, by group) and the top bar's title. Lists show the table skeleton while they
 * load, editors the form skeleton.
 */
export const SCREENS: readonly ScreenNode[] = [
  {
    paths: ROUTE_PATTERNS.dashboard,
    title: 'Dashboard',
    element: <LazyPage placeholder={<DashboardSkeleton />}><DashboardPage /></LazyPage>,
    menu: { group: 'main', label: 'Dashboard', icon: 'dashboard' },
    prepare: (queryClient) =>
      Promise.all([
        loadDashboardPage(),
        import('../routes/prepare-dashboard.ts').then(({ prepareDashboard }) => prepareDashboard(queryClient)),
      ]).catch(() => {}),
  },
  {
    paths: ROUTE_PATTERNS.invoices,
    title: 'Invoices',
    element: <RemoteScreen remote="invoices" screen="InvoiceList" placeholder="table" firstRows={InvoiceListFirstRows} />,
    menu: { group: 'main', label: 'Invoices', icon: 'invoices' },
    // Their own chunks: the list's query and its first rows stay out of every other screen's first paint.
    prepare: (queryClient, search) =>
      Promise.all([
        import('../routes/prepare-invoice-list.ts').then(({ prepareInvoiceList }) => prepareInvoiceList(queryClient, search)),
        loadInvoiceListFirstRows(),
      ]).catch(() => {}),
  },
  {
    paths: ROUTE_PATTERNS.newInvoice,
    title: 'New Invoice',
    element: <RemoteScreen remote="invoices" screen="InvoiceEditor" placeholder="form" />,
  },
  { paths: ROUTE_PATTERNS.invoice, title: 'Edit Invoice', element: <RemoteScreen remote="invoices" screen="InvoiceEditor" placeholder="form" /> },
  { paths: ROUTE_PATTERNS.creditNotes, title: 'Credit Notes', element: <RemoteScreen remote="invoices" screen="CreditNoteList" placeholder="table" /> },
  { paths: ROUTE_PATTERNS.creditNote, title: 'Credit Note', element: <RemoteScreen remote="invoices" screen="CreditNote" placeholder="spinner" /> },
  {
    paths: ROUTE_PATTERNS.estimates,
    title: 'Estimates',
    element: <RemoteScreen remote="estimates" screen="EstimateList" placeholder="table" />,
    menu: { group: 'main', label: 'Estimates', icon: 'estimates' },
  },
  {
    paths: ROUTE_PATTERNS.newEstimate,
    title: 'New Estimate',
    element: <RemoteScreen remote="estimates" screen="EstimateEditor" placeholder="form" />,
  },
  { paths: ROUTE_PATTERNS.estimate, title: 'Edit Estimate', element: <RemoteScreen remote="estimates" screen="EstimateEditor" placeholder="form" /> },
  {
    paths: ROUTE_PATTERNS.changeOrders,
    title: 'Change Orders',
    element: <RemoteScreen remote="estimates" screen="ChangeOrderList" placeholder="table" />,
    menu: { group: 'main', label: 'Change Orders', icon: 'changeOrders' },
  },
  {
    paths: ROUTE_PATTERNS.newChangeOrder,
    title: 'New Change Order',
    element: <RemoteScreen remote="estimates" screen="ChangeOrderEditor" placeholder="form" />,
  },
  {
    paths: ROUTE_PATTERNS.changeOrder,
    title: 'Edit Change Order',
    element: <RemoteScreen remote="estimates" screen="ChangeOrderEditor" placeholder="form" />,
  },
  // Not in the sidebar (SPEC.md names its links): the dashboard's job figures, a client's page and an estimate lead here.
  { paths: ROUTE_PATTERNS.jobs, title: 'Jobs', element: <RemoteScreen remote="estimates" screen="JobList" placeholder="table" /> },
  { paths: ROUTE_PATTERNS.job, title: 'Job', element: <RemoteScreen remote="estimates" screen="JobPage" placeholder="spinner" /> },
  {
    paths: ROUTE_PATTERNS.clients,
    title: 'Clients',
    element: <RemoteScreen remote="clients" screen="ClientList" placeholder="table" />,
    menu: { group: 'main', label: 'Clients', icon: 'clients' },
  },
  { paths: ROUTE_PATTERNS.client, title: 'Client', element: <RemoteScreen remote="clients" screen="ClientDetail" placeholder="spinner" /> },
  { paths: ROUTE_PATTERNS.pricing, title: 'Pricing', menu: { group: 'main', label: 'Pricing', icon: 'pricing' }, access: 'canBuyPlans' },
  {
    paths: ROUTE_PATTERNS.checkoutSuccess,
    title: 'Checkout Complete',
    element: <RemoteScreen remote="public_views" screen="CheckoutSuccess" placeholder="spinner" />,
  },
  { paths: ROUTE_PATTERNS.checkout, title: 'Checkout', element: <RemoteScreen remote="public_views" screen="Checkout" placeholder="form" /> },
  {
    paths: ROUTE_PATTERNS.referrals,
    title: 'Referrals',
    element: <LazyPage placeholder={<TableSkeleton />}><ReferralsPage /></LazyPage>,
    menu: { group: 'main', label: 'Referrals', icon: 'referrals' },
  },
  {
    paths: ROUTE_PATTERNS.templates,
    title: 'Invoice Templates',
    element: <RemoteScreen remote="invoices" screen="TemplateList" placeholder="table" />,
    menu: { group: 'templatesAndSettings', label: 'Invoice Templates', icon: 'templates' },
  },
  // Not in the sidebar (SPEC.md names its links): Settings and every line editor's suggestions lead here.
  { paths: ROUTE_PATTERNS.priceBook, title: 'Price Book', element: <RemoteScreen remote="invoices" screen="PriceBook" placeholder="table" /> },
  {
    paths: ROUTE_PATTERNS.templateBuilder,
    title: 'Template Builder',
    element: <RemoteScreen remote="invoices" screen="TemplateBuilder" placeholder="form" />,
  },
  {
    paths: ROUTE_PATTERNS.settings,
    title: 'Settings',
    element: <LazyPage placeholder={<FormSkeleton />}><SettingsPage /></LazyPage>,
    menu: { group: 'templatesAndSettings', label: 'Settings', icon: 'settings' },
  },
  {
    paths: ROUTE_PATTERNS.paymentMethods,
    title: 'Payment Methods',
    element: <LazyPage placeholder={<TableSkeleton />}><PaymentMethodsPage /></LazyPage>,
  },
  {
    paths: ROUTE_PATTERNS.admin,
    title: 'Admin Dashboard',
    element: <RemoteScreen remote="admin" screen="AdminDashboard" placeholder="dashboard" />,
    menu: { group: 'admin', label: 'Admin Dashboard', icon: 'admin' },
    access: 'canAdmin',
  },
  {
    paths: ROUTE_PATTERNS.adminContacts,
    title: 'Contacts',
    element: <RemoteScreen remote="admin" screen="AdminContacts" placeholder="table" />,
    menu: { group: 'admin', label: 'Contacts', icon: 'contacts' },
    access: 'canAdmin',
  },
  // SPEC.md's Admin group lists exactly two links; these pages are reached from tabs inside /admin.
  {
    paths: ROUTE_PATTERNS.adminAccounts,
    title: 'Accounts and users',
    element: <RemoteScreen remote="admin" screen="AdminAccounts" placeholder="table" />,
    access: 'canAdmin',
  },
  {
    paths: ROUTE_PATTERNS.adminAudit,
    title: 'Admin audit',
    element: <RemoteScreen remote="admin" screen="AdminAudit" placeholder="table" />,
    access: 'canAdmin',
  },
];
