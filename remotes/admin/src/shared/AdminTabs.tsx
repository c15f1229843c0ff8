import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';

/**
 * The admin pages SPEC.md's sidebar does not list (its Admin group names exactly two links) are
 * reached from these tabs at the top of every admin page except Contacts, which has its own link.
 */
const TABS = [
  { key: appPaths.admin(), label: 'Dashboard' },
  { key: appPaths.adminAccounts(), label: 'Accounts and users' },
  { key: appPaths.adminAudit(), label: 'Audit' },
];

export function AdminTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return <Tabs activeKey={pathname} items={TABS} onChange={(key) => navigate(key)} style={{ marginBottom: 8 }} />;
}
