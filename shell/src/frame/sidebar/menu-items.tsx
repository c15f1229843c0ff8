import type { ComponentType } from 'react';
import type { Access } from '../../navigation/access.ts';
import { SCREENS, type MenuGroup } from '../../navigation/route-tree.tsx';
import { mayOpen } from '../../navigation/screen-lookup.ts';
import { MENU_ICONS } from './menu-icons.tsx';

export interface MenuLink {
  path: string;
  label: string;
  icon: ComponentType;
}

export interface MenuSection {
  key: MenuGroup;
  /** Absent for the main links, which come first without a heading. */
  label?: string;
  links: MenuLink[];
}

const GROUP_LABELS: Record<Exclude<MenuGroup, 'main'>, string> = {
  templatesAndSettings: 'Templates & Settings',
  admin: 'Admin',
};

function linksOf(group: MenuGroup, access: Access): MenuLink[] {
  return SCREENS.filter((screen) => screen.menu?.group === group && mayOpen(screen, access)).flatMap((screen) => {
    const path = screen.paths[0];
    if (screen.menu === undefined || path === undefined) return [];
    return [{ path, label: screen.menu.label, icon: MENU_ICONS[screen.menu.icon] }];
  });
}

/** The sidebar's links from the route tree: the main links, then each group the user may see. */
export function menuSections(access: Access): MenuSection[] {
  const groups = (Object.keys(GROUP_LABELS) as (keyof typeof GROUP_LABELS)[]).flatMap((group): MenuSection[] => {
    const links = linksOf(group, access);
    return links.length === 0 ? [] : [{ key: group, label: GROUP_LABELS[group], links }];
  });
  return [{ key: 'main', links: linksOf('main', access) }, ...groups];
}
