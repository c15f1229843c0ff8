import { matchPath } from 'react-router-dom';
import type { Access } from './access.ts';
import { SCREENS, type ScreenNode } from './route-tree.tsx';

/** The screen the address shows, by the route tree. */
export function screenFor(pathname: string): ScreenNode | undefined {
  return SCREENS.find((screen) => screen.paths.some((path) => matchPath(path, pathname) !== null));
}

/** The sidebar link to mark for an address: the deepest one it lies under (/invoices/edit/7 → Invoices). */
export function menuPathFor(pathname: string): string | undefined {
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return SCREENS.filter((screen) => screen.menu !== undefined)
    .map((screen) => screen.paths[0])
    .filter((path): path is string => path !== undefined && under(path))
    .sort((a, b) => b.length - a.length)[0];
}

export function mayOpen(screen: ScreenNode, access: Access): boolean {
  return screen.access === undefined || access[screen.access];
}
