import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import type { Access } from '../../navigation/access.ts';
import { SCREENS, type MenuGroup } from '../../navigation/route-tree.tsx';
import { mayOpen } from '../../navigation/screen-lookup.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

const GROUP_LABELS: Record<Exclude<MenuGroup, 'main'>, string> = {
  templatesAndSettings: 'Templates & Settings',
  admin: 'Admin',
};

function linksOf(group: MenuGroup, access: Access, current: string | undefined): MenuItem[] {
  return SCREENS.filter((screen) => screen.menu?.group === group && mayOpen(screen, access)).flatMap((screen) => {
    const path = screen.paths[0];
    if (screen.menu === undefined || path === undefined) return [];
    const Icon = screen.menu.icon;
    return [
      {
        key: path,
        icon: <Icon />,
        label: (
          <Link to={path} aria-current={path === current ? 'page' : undefined}>
            {screen.menu.label}
          </Link>
        ),
      },
    ];
  });
}

/** The sidebar's links from the route tree: the main links, then each group the user may see. */
export function menuItems(access: Access, current: string | undefined): MenuItem[] {
  const groups = (Object.keys(GROUP_LABELS) as (keyof typeof GROUP_LABELS)[]).flatMap((group): MenuItem[] => {
    const children = linksOf(group, access, current);
    return children.length === 0 ? [] : [{ type: 'group', key: group, label: GROUP_LABELS[group], children }];
  });
  return [...linksOf('main', access, current), ...groups];
}
