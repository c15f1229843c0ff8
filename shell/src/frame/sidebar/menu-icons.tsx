import type { ComponentType } from 'react';
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
import type { MenuIcon } from '../../navigation/route-tree.tsx';

/** The icon of each sidebar link the route tree names. */
export const MENU_ICONS: Record<MenuIcon, ComponentType> = {
  dashboard: DashboardOutlined,
  invoices: FileTextOutlined,
  estimates: FileDoneOutlined,
  changeOrders: DiffOutlined,
  clients: TeamOutlined,
  pricing: TagOutlined,
  referrals: GiftOutlined,
  templates: LayoutOutlined,
  settings: SettingOutlined,
  admin: ControlOutlined,
  contacts: ContactsOutlined,
};
