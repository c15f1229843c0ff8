import { Fragment } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { appPaths, type SubscriptionStatus, type User } from '@ledgerline/contracts';
import { accessOf } from '../../navigation/access.ts';
import { menuPathFor } from '../../navigation/screen-lookup.ts';
import { menuSections, type MenuLink } from './menu-items.tsx';
import { PlanNotice } from './PlanNotice.tsx';
import { UserBlock } from './UserBlock.tsx';

/**
 * antd's inline Menu look (40 px rows, the brand colour on the current page) on a plain list of
 * links, with antd's link colours (no antd component wraps them to bring its link reset). Why not Menu: with its overflow list and popups it is about 12 KB compressed of every
 * signed-in first paint, for links that need none of it.
 */
const SIDE_NAV_CSS = `
.side-nav-link { display: flex; align-items: center; gap: 10px; height: 40px; margin: 4px; padding-inline: 20px;
  border-radius: 8px; color: rgba(0, 0, 0, 0.88); text-decoration: none; transition: background-color 0.2s; }
.side-nav-brand { display: block; padding: 18px 24px; font-weight: 600; font-size: 18px; color: #1f5fbf; text-decoration: none; }
.side-nav-brand:hover { color: #689dd9; }
.side-nav-link:hover { background: rgba(0, 0, 0, 0.06); color: rgba(0, 0, 0, 0.88); }
.side-nav-link[aria-current='page'] { background: #e6eef9; color: #1f5fbf; }
.side-nav-link:focus-visible { outline: 2px solid #1f5fbf; outline-offset: -2px; }
@media (max-width: 640px) { .side-nav-link { min-height: 44px; } }
`;

function NavLinkRow({ link, current }: { link: MenuLink; current: boolean }) {
  const Icon = link.icon;
  return (
    <li>
      <Link to={link.path} className="side-nav-link" aria-current={current ? 'page' : undefined}>
        {/* The label names the link; the icon's own name ('file-text') would only clutter it. */}
        <Icon aria-hidden />
        <span>{link.label}</span>
      </Link>
    </li>
  );
}

/**
 * The sidebar's content, the same in the fixed sidebar and in the drawer: the links, the plan's
 * notice and the user. `status` is the plan status, undefined until it has answered.
 */
export function SideNav({ user, status }: { user: User; status: SubscriptionStatus | undefined }) {
  const { pathname } = useLocation();
  const current = menuPathFor(pathname);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <style>{SIDE_NAV_CSS}</style>
      <Link to={appPaths.dashboard()} className="side-nav-brand">
        Ledgerline
      </Link>
      <nav aria-label="Main" style={{ flex: 1, overflowY: 'auto' }}>
        {menuSections(accessOf(user, status)).map((section) => (
          <Fragment key={section.key}>
            {section.label && (
              <div id={`side-nav-${section.key}`} style={{ padding: '8px 24px', marginTop: 8, fontSize: 14, color: 'rgba(0, 0, 0, 0.6)' }}>
                {section.label}
              </div>
            )}
            <ul aria-labelledby={section.label ? `side-nav-${section.key}` : undefined} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {section.links.map((link) => (
                <NavLinkRow key={link.path} link={link} current={link.path === current} />
              ))}
            </ul>
          </Fragment>
        ))}
      </nav>
      {status?.showWatermark && <PlanNotice message={status.message} />}
      <UserBlock user={user} />
    </div>
  );
}
