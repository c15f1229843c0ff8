import { Flex, Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '@ledgerline/contracts';
import { accessOf } from '../../navigation/access.ts';
import { menuPathFor } from '../../navigation/screen-lookup.ts';
import { menuItems } from './menu-items.tsx';
import { UserBlock } from './UserBlock.tsx';

/** The sidebar's content, the same in the fixed sidebar and in the drawer. */
export function SideNav({ user }: { user: User }) {
  const { pathname } = useLocation();
  const current = menuPathFor(pathname);
  return (
    <Flex vertical style={{ height: '100%' }}>
      <Link to="/dashboard" style={{ display: 'block', padding: '18px 24px', fontWeight: 600, fontSize: 18 }}>
        Ledgerline
      </Link>
      <nav aria-label="Main" style={{ flex: 1, overflowY: 'auto' }}>
        <Menu mode="inline" selectedKeys={current ? [current] : []} items={menuItems(accessOf(user), current)} style={{ borderInlineEnd: 0 }} />
      </nav>
      <UserBlock user={user} />
    </Flex>
  );
}
