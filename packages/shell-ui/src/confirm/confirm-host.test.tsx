import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useConfirm, type ConfirmOptions } from '@ledgerline/shell-sdk';
import { ShellHosts } from '../ShellHosts.tsx';
import { ToastHost } from '../toasts/ToastHost.tsx';

function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm(options)))}>Ask</button>
      <output>answer: {answer}</output>
    </>
  );
}

async function ask(options?: ConfirmOptions) {
  render(
    <ToastHost>
      <ShellHosts user={null}>
        <Asker {...(options ? { options } : {})} />
      </ShellHosts>
    </ToastHost>,
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ask' })));
  return screen.findByRole('dialog');
}

describe('useConfirm', () => {
  it('shows the defaults and resolves true on Confirm', async () => {
    const dialog = await ask();
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('This action cannot be undone.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(screen.getByText('answer: true')).toBeTruthy());
  });

  it('resolves false on Cancel', async () => {
    await ask({ title: 'Delete invoice INV-1?', confirmText: 'Delete', destructive: true });
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('dangerous');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.getByText('answer: false')).toBeTruthy());
  });

  it('resolves false on Escape', async () => {
    const dialog = await ask();
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    await waitFor(() => expect(screen.getByText('answer: false')).toBeTruthy());
  });

  it('stays open when the user clicks outside it', async () => {
    await ask();
    const outside = document.querySelector('.ant-modal-wrap');
    expect(outside).not.toBeNull();
    await act(async () => {
      fireEvent.mouseDown(outside as Element);
      fireEvent.mouseUp(outside as Element);
      fireEvent.click(outside as Element);
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('answer: none')).toBeTruthy();
  });

  it('throws a clear error outside its provider', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Asker />)).toThrow('useShell() was called outside <ShellProvider>');
    quiet.mockRestore();
  });
});
