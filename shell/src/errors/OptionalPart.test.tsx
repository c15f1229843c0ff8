import { describe, expect, it, jest } from '@jest/globals';
import { lazy } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { OptionalPart, optionalPartCode } from './OptionalPart.tsx';

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

  describe('whose code failed to arrive once', () => {
    const failingOnce = () => {
      let calls = 0;
      const load = jest.fn(async () => {
        calls += 1;
        if (calls === 1) throw new Error('Loading chunk 8093 failed.');
        return { default: () => <p>Install Ledgerline</p> };
      });
      return { Prompt: optionalPartCode(load), load };
    };
    const part = (Prompt: ReturnType<typeof failingOnce>['Prompt']) => (
      <OptionalPart name="The install prompt">
        <Prompt />
      </OptionalPart>
    );

    it('loads it again on its next mount', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      const { Prompt, load } = failingOnce();
      const first = render(part(Prompt));
      await waitFor(() => expect(logged).toHaveBeenCalled());
      first.unmount();
      render(part(Prompt));
      expect(await screen.findByText('Install Ledgerline')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
      logged.mockRestore();
    });

    it('loads it again when the browser comes back online', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      const { Prompt } = failingOnce();
      render(part(Prompt));
      await waitFor(() => expect(logged).toHaveBeenCalled());
      expect(screen.queryByText('Install Ledgerline')).toBeNull();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByText('Install Ledgerline')).toBeTruthy();
      logged.mockRestore();
    });
  });
});
