import './jsdom-polyfills.ts';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@ledgerline/contracts';
import { createQueryClient } from '@ledgerline/shell-sdk';
import { ShellHosts } from '../src/ShellHosts.tsx';
import { ToastHost } from '../src/toasts/ToastHost.tsx';

/** jsdom has no matchMedia; antd's responsive columns and grid ask it. A wide screen matches every breakpoint. */
function installMatchMedia() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const SIGNED_IN: User = { id: '5d0c1a7e-2b3f-4c8d-9e0f-1a2b3c4d5e6f', username: 'ada', email: 'ada@example.com', role: 'user' };

/**
 * Renders a screen at `path` inside the providers the shell gives every screen, for a component test;
 * `user: null` renders it as a public page with nobody signed in. A data router, as in the shell, so
 * navigation blockers work; leaving the screen shows 'Left the screen' (or one of `otherRoutes`).
 */
export function renderWithShell(
  screen: ReactElement,
  { path, route, user = SIGNED_IN, otherRoutes = [] }: { path: string; route: string; user?: User | null; otherRoutes?: { path: string; element: ReactElement }[] },
) {
  installMatchMedia();
  const router = createMemoryRouter(
    [
      { path, element: screen },
      ...otherRoutes,
      { path: '*', element: <p>Left the screen</p> },
    ],
    { initialEntries: [route] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastHost>
        <ShellHosts user={user}>
          <RouterProvider router={router} />
        </ShellHosts>
      </ToastHost>
    </QueryClientProvider>,
  );
}
