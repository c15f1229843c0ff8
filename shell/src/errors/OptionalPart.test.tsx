import { describe, expect, it, jest } from '@jest/globals';
import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { OptionalPart } from './OptionalPart.tsx';

describe('OptionalPart', () => {
  it('leaves out a part whose code fails to load, and the page around it stays', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const Prompt = lazy(() => Promise.reject(new Error('Loading chunk 8093 failed.')));
    render(
      <main>
        <h1>Settings</h1>
        <OptionalPart name="The install prompt">
          <Prompt />
        </OptionalPart>
      </main>,
    );
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The install prompt could not be shown', expect.any(Error), expect.any(String)));
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    logged.mockRestore();
  });

  it('shows a part whose code arrives', async () => {
    const Prompt = lazy(async () => ({ default: () => <p>Install Ledgerline</p> }));
    render(
      <OptionalPart name="The install prompt">
        <Prompt />
      </OptionalPart>,
    );
    expect(await screen.findByText('Install Ledgerline')).toBeTruthy();
  });
});
