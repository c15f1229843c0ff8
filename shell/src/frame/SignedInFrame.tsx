import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { appPaths, type User } from '@ledgerline/contracts';
import { OPEN_COMMAND_PALETTE_EVENT, OPEN_SHORTCUTS_DIALOG_EVENT, useRunSaveShortcut } from '@ledgerline/shell-sdk';
import { PaletteHost } from '../palette/PaletteHost.tsx';
import { useGlobalShortcuts } from '../shortcuts/use-global-shortcuts.ts';
import { useWindowEvent } from '../shortcuts/use-window-event.ts';
import { AppFooter } from './AppFooter.tsx';
import { subscriptionStatusQueryOptions } from './api/app-info-queries.ts';
import { FloatingButtons } from './floating/FloatingButtons.tsx';
import { SideNav } from './sidebar/SideNav.tsx';
import type { SearchFocus } from './topbar/GlobalSearch.tsx';
import { TopBar } from './topbar/TopBar.tsx';
import { useMediaQuery } from '@ledgerline/plain-ui';
import { OptionalPart, optionalPartCode } from '../errors/OptionalPart.tsx';
import { useDeferredModule } from './use-deferred-module.ts';

// The drawer serves narrow screens only, so a wide one never downloads it. A closed antd Drawer
// still generates its style as it mounts, so it mounts once the screen has settled or on the first
// press of the menu button, not with the first screen.
const loadSideDrawer = () => import('./sidebar/SideDrawer.tsx');
// The dialog's table is not needed until someone asks for the shortcuts, so it is not part of first paint.
const ShortcutsDialog = optionalPartCode(async () => ({ default: (await import('../shortcuts/ShortcutsDialog.tsx')).ShortcutsDialog }));

const SIDEBAR_WIDTH = 240;
/** antd's layout background; the frame is plain elements, since antd's Layout adds only its colours and flex here. */
const LAYOUT_BACKGROUND = '#f5f5f5';
/** SPEC.md section 9: below 768 px the sidebar becomes a drawer. */
const FIXED_SIDEBAR_QUERY = '(min-width: 768px)';

/**
 * The layout of every signed-in screen (SPEC.md section 2): the sidebar (fixed from 768 px, a drawer
 * below; the plan's notice sits at its foot), the top bar, the footer, the floating share and help
 * buttons, plus the keyboard shortcuts and the dialogs they open.
 */
export function SignedInFrame({ user, children }: { user: User; children: ReactNode }) {
  const wide = useMediaQuery(FIXED_SIDEBAR_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [sideDrawer, requestSideDrawer] = useDeferredModule(loadSideDrawer);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [shortcutsAsked, setShortcutsAsked] = useState(false);
  const openShortcuts = () => {
    setShortcutsAsked(true);
    setShortcutsOpen(true);
  };
  const searchRef = useRef<SearchFocus>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Polled here, on every signed-in screen (SPEC.md section 9), not in the sidebar: on a phone the
  // sidebar is a drawer, drawn only once opened.
  const { data: status } = useQuery(subscriptionStatusQueryOptions);

  useEffect(() => setDrawerOpen(false), [pathname]);

  const go = (path: string) => void navigate(path);
  const saveInEditor = useRunSaveShortcut();
  useGlobalShortcuts({
    newInvoice: () => go(appPaths.newInvoice()),
    newEstimate: () => go(appPaths.newEstimate()),
    commandPalette: () => setPaletteOpen(true),
    focusSearch: () => searchRef.current?.focus(),
    // SPEC.md sends this shortcut to /, which takes a signed-in user on to /dashboard.
    dashboard: () => go(appPaths.home()),
    invoices: () => go(appPaths.invoices()),
    clients: () => go(appPaths.clients()),
    // In an editor the same keys save the document; everywhere else they open Settings.
    settings: () => {
      if (!saveInEditor()) go(appPaths.settings());
    },
    shortcutsDialog: openShortcuts,
    closeDialogs: () => {
      setShortcutsOpen(false);
      setPaletteOpen(false);
      setDrawerOpen(false);
    },
  });
  useWindowEvent(OPEN_COMMAND_PALETTE_EVENT, () => setPaletteOpen(true));
  useWindowEvent(OPEN_SHORTCUTS_DIALOG_EVENT, openShortcuts);

  return (
    <div style={{ minHeight: '100vh', background: LAYOUT_BACKGROUND }}>
      {wide ? (
        <aside
          style={{
            position: 'fixed',
            insetBlock: 0,
            insetInlineStart: 0,
            width: SIDEBAR_WIDTH,
            background: '#fff',
            borderInlineEnd: '1px solid #e5e7eb',
            zIndex: 30,
          }}
        >
          <SideNav user={user} status={status ?? undefined} />
        </aside>
      ) : (
        sideDrawer && (
          <OptionalPart name="The menu drawer">
            <sideDrawer.default open={drawerOpen} onClose={() => setDrawerOpen(false)} width={SIDEBAR_WIDTH + 40}>
              <SideNav user={user} status={status ?? undefined} />
            </sideDrawer.default>
          </OptionalPart>
        )
      )}
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', marginInlineStart: wide ? SIDEBAR_WIDTH : 0 }}>
        <TopBar
          onMenu={
            wide
              ? null
              : () => {
                  requestSideDrawer();
                  setDrawerOpen(true);
                }
          }
          searchRef={searchRef}
        />
        {/*
          antd's class name keeps MobileStyles' larger padding at 640 px and below. At least a
          screen tall, so the footer always starts below the fold: a short placeholder giving way to
          a long list (or back) would otherwise move it across the screen, a layout shift.
        */}
        <main className="ant-layout-content" style={{ flex: 'auto', padding: 16, minHeight: '100vh' }}>
          {children}
        </main>
        <AppFooter />
      </div>
      <FloatingButtons onOpenShortcuts={openShortcuts} />
      {shortcutsAsked && (
        <OptionalPart name="The shortcuts dialog">
          <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
        </OptionalPart>
      )}
      <PaletteHost
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
        onChoose={(path) => {
          setPaletteOpen(false);
          go(path);
        }}
      />
    </div>
  );
}
