import { lazy, type ComponentType, type ReactNode } from 'react';
import {
  ContactsOutlined,
  ControlOutlined,
  DashboardOutlined,
  DiffOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  GiftOutlined,
  LayoutOutlined,
  SettingOutlined,
  TagOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { RemoteScreen } from '../federation/RemoteScreen.tsx';
import { LazyPage } from '../routes/LazyPage.tsx';
import { DashboardSkeleton, FormSkeleton, TableSkeleton } from '@ledgerline/shell-sdk';
import type { AccessRule } from './access.ts';

const DashboardPage = lazy(() => import('../pages/DashboardPage.tsx'));
const SettingsPage = lazy(() => import('../pages/SettingsPage.tsx'));
const ReferralsPage = lazy(() => import('../pages/ReferralsPage.tsx'));
const PaymentMethodsPage = lazy(() => import('../pages/PaymentMethodsPage.tsx'));

export type MenuGroup = 'main' | 'templatesAndSettings' | 'admin';

export interface MenuEntry {
  group: MenuGroup;
  label: string;
  icon: ComponentType;
}

/** One screen of the signed-in app: where it lives, its title, its sidebar link and who may see it. */
export interface ScreenNode {
  paths: readonly string[];
  title: string;
  /** Absent for a public screen the sidebar links to (Pricing): the public route table renders it. */
  element?: ReactNode;
  menu?: MenuEntry;
  access?: AccessRule;
}

/**
 * The one route tree of the signed-in app (SPEC.md section 2). It drives the protected routes, the
 * sidebar (in this order, by group) and the top bar's title. Lists show the table skeleton while they
 * load, editors the form skeleton.
 */
export const SCREENS: readonly ScreenNode[] = [
  {
    paths: ['/dashboard'],
    title: 'Dashboard',
    element: <LazyPage placeholder={<DashboardSkeleton />}><DashboardPage /></LazyPage>,
    menu: { group: 'main', label: 'Dashboard', icon: DashboardOutlined },
  },
  {
    paths: ['/invoices'],
    title: 'Invoices',
    element: <RemoteScreen remote="invoices" screen="InvoiceList" placeholder="table" />,
    menu: { group: 'main', label: 'Invoices', icon: FileTextOutlined },
  },
  {
    paths: ['/invoices/create', '/invoices/new'],
    title: 'New Invoice',
    element: <RemoteScreen remote="invoices" screen="InvoiceEditor" placeholder="form" />,
  },
  { paths: ['/invoices/edit/:id'], title: 'Edit Invoice', element: <RemoteScreen remote="invoices" screen="InvoiceEditor" placeholder="form" /> },
  {
    paths: ['/estimates'],
    title: 'Estimates',
    element: <RemoteScreen remote="estimates" screen="EstimateList" placeholder="table" />,
    menu: { group: 'main', label: 'Estimates', icon: FileDoneOutlined },
  },
  {
    paths: ['/estimates/create', '/estimates/new'],
    title: 'New Estimate',
    element: <RemoteScreen remote="estimates" screen="EstimateEditor" placeholder="form" />,
  },
  { paths: ['/estimates/edit/:id'], title: 'Edit Estimate', element: <RemoteScreen remote="estimates" screen="EstimateEditor" placeholder="form" /> },
  {
    paths: ['/change-orders'],
    title: 'Change Orders',
    element: <RemoteScreen remote="estimates" screen="ChangeOrderList" placeholder="table" />,
    menu: { group: 'main', label: 'Change Orders', icon: DiffOutlined },
  },
  {
    paths: ['/change-orders/create', '/change-orders/new'],
    title: 'New Change Order',
    element: <RemoteScreen remote="estimates" screen="ChangeOrderEditor" placeholder="form" />,
  },
  {
    paths: ['/change-orders/edit/:id'],
    title: 'Edit Change Order',
    element: <RemoteScreen remote="estimates" screen="ChangeOrderEditor" placeholder="form" />,
  },
  {
    paths: ['/clients'],
    title: 'Clients',
    element: <RemoteScreen remote="clients" screen="ClientList" placeholder="table" />,
    menu: { group: 'main', label: 'Clients', icon: TeamOutlined },
  },
  { paths: ['/clients/:id'], title: 'Client', element: <RemoteScreen remote="clients" screen="ClientDetail" placeholder="spinner" /> },
  { paths: ['/pricing'], title: 'Pricing', menu: { group: 'main', label: 'Pricing', icon: TagOutlined } },
  {
    paths: ['/referrals'],
    title: 'Referrals',
    element: <LazyPage placeholder={<TableSkeleton />}><ReferralsPage /></LazyPage>,
    menu: { group: 'main', label: 'Referrals', icon: GiftOutlined },
  },
  {
    paths: ['/templates'],
    title: 'Invoice Templates',
    element: <RemoteScreen remote="invoices" screen="TemplateList" placeholder="table" />,
    menu: { group: 'templatesAndSettings', label: 'Invoice Templates', icon: LayoutOutlined },
  },
  {
    paths: ['/templates/builder', '/templates/builder/:id'],
    title: 'Template Builder',
    element: <RemoteScreen remote="invoices" screen="TemplateBuilder" placeholder="form" />,
  },
  {
    paths: ['/settings'],
    title: 'Settings',
    element: <LazyPage placeholder={<FormSkeleton />}><SettingsPage /></LazyPage>,
    menu: { group: 'templatesAndSettings', label: 'Settings', icon: SettingOutlined },
  },
  {
    paths: ['/payment-methods'],
    title: 'Payment Methods',
    element: <LazyPage placeholder={<TableSkeleton />}><PaymentMethodsPage /></LazyPage>,
  },
  {
    paths: ['/admin'],
    title: 'Admin Dashboard',
    element: <RemoteScreen remote="admin" screen="AdminDashboard" placeholder="dashboard" />,
    menu: { group: 'admin', label: 'Admin Dashboard', icon: ControlOutlined },
    access: 'canAdmin',
  },
  {
    paths: ['/admin/contacts'],
    title: 'Contacts',
    element: <RemoteScreen remote="admin" screen="AdminContacts" placeholder="table" />,
    menu: { group: 'admin', label: 'Contacts', icon: ContactsOutlined },
    access: 'canAdmin',
  },
];
