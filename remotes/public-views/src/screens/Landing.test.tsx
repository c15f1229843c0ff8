import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AppInstall } from '@ledgerline/shell-sdk';
import { ShellHosts, ToastHost } from '@ledgerline/shell-ui';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import Landing from './Landing.tsx';

const hrefOf = (name: string) => screen.getAllByRole('link', { name })[0]?.getAttribute('href');

function withInstall(install: AppInstall) {
  render(
    <ToastHost>
      <ShellHosts user={null} install={install}>
        <MemoryRouter>
          <Landing />
        </MemoryRouter>
      </ShellHosts>
    </ToastHost>,
  );
}

describe('Landing', () => {
  it('leads a visitor to sign in, start free, pricing and contact', () => {
    renderWithShell(<Landing />, { path: '/', route: '/', user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Estimates, change orders and invoices that stay connected' })).toBeTruthy();
    expect(hrefOf('Sign in')).toBe('/login');
    expect(hrefOf('Start free')).toBe('/register');
    expect(hrefOf('Pricing')).toBe('/pricing');
    expect(hrefOf('Contact')).toBe('/contact');
    expect(screen.getByRole('figure', { name: 'An estimate, a change order tied to it, and the invoice that follows' })).toBeTruthy();
  });

  it('offers the install button only while the browser offers installation', async () => {
    const install = jest.fn<AppInstall['install']>(async () => 'accepted');
    withInstall({ available: true, installed: false, install });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install the app' })));
    expect(install).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ledgerline is being installed. You will find it with your other apps.')).toBeTruthy();
  });

  it('explains how to install from the browser when no offer is held', () => {
    withInstall({ available: false, installed: false, install: async () => 'unavailable' });
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.getByText(/then Add to Home Screen/)).toBeTruthy();
  });
});
