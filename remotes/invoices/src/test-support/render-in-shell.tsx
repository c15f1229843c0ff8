import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfirmProvider, createQueryClient, ShellProvider } from '@ledgerline/shell-sdk';
import type { User } from '@ledgerline/contracts';

const user: User = { id: '00000000-0000-4000-8000-000000000001', username: 'ada', email: 'ada@example.com', role: 'user' };

/** Renders a screen at `path` inside the providers the shell gives every remote. */
export function renderInShell(routePath: string, path: string, screen: ReactElement) {
  return render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <ShellProvider user={user}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={routePath} element={screen} />
              </Routes>
            </MemoryRouter>
          </ConfirmProvider>
        </ShellProvider>
      </QueryClientProvider>
    </AntApp>,
  );
}
