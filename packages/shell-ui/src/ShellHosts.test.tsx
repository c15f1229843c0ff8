import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useShell } from '@ledgerline/shell-sdk';
import { ShellHosts } from './ShellHosts.tsx';
import { ToastHost } from './toasts/ToastHost.tsx';

function WhoAmI() {
  const { user } = useShell();
  return <p>{user ? `Signed in as ${user.username}` : 'Nobody signed in'}</p>;
}

describe('ShellHosts and useShell', () => {
  it('gives screens the signed-in user', () => {
    render(
      <ToastHost>
        <ShellHosts user={{ id: '1', username: 'ada', email: 'ada@example.com', role: 'user' }}>
          <WhoAmI />
        </ShellHosts>
      </ToastHost>,
    );
    expect(screen.getByText('Signed in as ada')).toBeTruthy();
  });

  it('offers the plans beside an error toast that is a plan-limit refusal, and only there', async () => {
    function Refused() {
      const { toast } = useShell();
      return (
        <>
          <button onClick={() => toast.error('Could not add the client', 'Your Free plan allows 20 clients. Upgrade to add more.')}>Over the limit</button>
          <button onClick={() => toast.error('Could not save', 'The server is busy.')}>Other failure</button>
        </>
      );
    }
    render(
      <ToastHost>
        <ShellHosts user={null}>
          <Refused />
        </ShellHosts>
      </ToastHost>,
    );
    fireEvent.click(screen.getByText('Other failure'));
    expect(await screen.findByText('The server is busy.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
    fireEvent.click(screen.getByText('Over the limit'));
    expect((await screen.findByRole('link', { name: 'See plans' })).getAttribute('href')).toBe('/pricing');
  });

  it('throws a clear error outside its provider', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoAmI />)).toThrow('useShell() was called outside <ShellProvider>');
    quiet.mockRestore();
  });
});
