import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

function Crashing(): never {
  throw new Error('render bug');
}

describe('RemoteErrorBoundary', () => {
  it('replaces a screen that throws with the could-not-be-loaded card, whose Try again asks to retry', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onRetry = jest.fn();
    render(
      <main>
        <h1>Shell header</h1>
        <RemoteErrorBoundary screen="clients/ClientList" onRetry={onRetry}>
          <Crashing />
        </RemoteErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'This part of the app could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shell header' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });
});
