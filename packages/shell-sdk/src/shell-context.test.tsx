import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { ShellProvider, useShell } from './shell-context.tsx';

function WhoAmI() {
  const { user } = useShell();
  return <p>{user ? `Signed in as ${user.username}` : 'Nobody signed in'}</p>;
}

describe('useShell', () => {
  it('gives screens the signed-in user', () => {
    render(
      <App>
        <ShellProvider user={{ id: '1', username: 'ada', email: 'ada@example.com', role: 'user' }}>
          <WhoAmI />
        </ShellProvider>
      </App>,
    );
    expect(screen.getByText('Signed in as ada')).toBeTruthy();
  });

  it('throws a clear error outside its provider', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoAmI />)).toThrow('useShell() was called outside <ShellProvider>');
    quiet.mockRestore();
  });
});
