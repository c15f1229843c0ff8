import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@ledgerline/contracts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name, hidden: true })));
const sentBody = (fetchMock: ReturnType<typeof fakeApi>) => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as unknown;

describe('ForgotPasswordPage', () => {
  it('asks for the link by email or username and then says to check the email', async () => {
    const fetchMock = fakeApi((url) => (url === '/api/password-reset' ? { status: 202, body: { message: PASSWORD_RESET_REQUESTED_MESSAGE } } : undefined));
    renderWithShell(<ForgotPasswordPage />, { path: '/forgot-password', route: '/forgot-password', user: null });
    await press('Send reset link');
    expect(await screen.findByText('Enter your email address or username.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    type('Email or username', 'ada@example.com');
    await press('Send reset link');
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(screen.getByText(PASSWORD_RESET_REQUESTED_MESSAGE)).toBeTruthy();
    expect(sentBody(fetchMock)).toEqual({ identifier: 'ada@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth');
  }, 30_000);

  it('shows the server\'s sentence when it refuses', async () => {
    fakeApi(() => ({ status: 429, body: { message: 'Too many password reset requests from your network. Please wait 60 minutes and try again.' } }));
    renderWithShell(<ForgotPasswordPage />, { path: '/forgot-password', route: '/forgot-password', user: null });
    type('Email or username', 'ada');
    await press('Send reset link');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many password reset requests from your network.');
  }, 30_000);
});

describe('ResetPasswordPage', () => {
  const route = '/reset-password?token=abc_DEF-123';

  it('sends the token with the new password, then offers to sign in', async () => {
    const fetchMock = fakeApi((url) => (url === '/api/password-reset/confirm' ? { status: 204 } : undefined));
    renderWithShell(<ResetPasswordPage />, { path: '/reset-password', route, user: null });
    type('New password', 'short');
    type('Repeat the new password', 'different');
    await press('Change password');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    type('New password', 'a brand new passphrase');
    type('Repeat the new password', 'a brand new passphrase');
    await press('Change password');
    expect(await screen.findByText('Your password was changed')).toBeTruthy();
    expect(sentBody(fetchMock)).toEqual({ token: 'abc_DEF-123', newPassword: 'a brand new passphrase' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  }, 30_000);

  it('says when the link is used up or expired, and offers a new one', async () => {
    fakeApi(() => ({ status: 400, body: { message: 'This reset link has expired or was already used. Ask for a new one.' } }));
    renderWithShell(<ResetPasswordPage />, { path: '/reset-password', route, user: null });
    type('New password', 'a brand new passphrase');
    type('Repeat the new password', 'a brand new passphrase');
    await press('Change password');
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  }, 30_000);

  it('explains a link without its code', () => {
    fakeApi(() => undefined);
    renderWithShell(<ResetPasswordPage />, { path: '/reset-password', route: '/reset-password', user: null });
    expect(screen.getByText(/This link has no reset code/)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
