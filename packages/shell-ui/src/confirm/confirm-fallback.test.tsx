import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

// The dialog's code cannot arrive: offline before the service worker holds it.
jest.unstable_mockModule('./ConfirmDialog.tsx', () => {
  throw new Error('Loading chunk failed.');
});
const { ShellHosts } = await import('../ShellHosts.tsx');
const { ToastHost } = await import('../toasts/ToastHost.tsx');
const { useConfirm } = await import('@ledgerline/shell-sdk');

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ title: 'Delete invoice INV-1?', description: 'It cannot be undone.' })))}>Ask</button>
      <output>answer: {answer}</output>
    </>
  );
}

describe('useConfirm when the dialog cannot load', () => {
  it("asks with the browser's own dialog, so the question still gets its answer", async () => {
    const browserConfirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(
      <ToastHost>
        <ShellHosts user={null}>
          <Asker />
        </ShellHosts>
      </ToastHost>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ask' })));

    await waitFor(() => expect(screen.getByText('answer: true')).toBeTruthy());
    expect(browserConfirm).toHaveBeenCalledWith('Delete invoice INV-1?\n\nIt cannot be undone.');
    browserConfirm.mockRestore();
  });
});
