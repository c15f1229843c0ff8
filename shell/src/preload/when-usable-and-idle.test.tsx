import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { LazyPage } from '../routes/LazyPage.tsx';
import { markScreenLoading, markScreenUsable } from './screen-usable.ts';
import { whenUsableAndIdle } from './when-usable-and-idle.ts';

/** The browser's idle callbacks, held until the test says the main thread is idle. */
let idleRequests: { run: () => void; timeout: number | undefined }[] = [];

function becomeIdle() {
  const pending = idleRequests;
  idleRequests = [];
  for (const request of pending) request.run();
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  markScreenLoading();
  idleRequests = [];
  window.requestIdleCallback = (run, options) => idleRequests.push({ run: () => run({ didTimeout: false, timeRemaining: () => 50 }), timeout: options?.timeout }) as number;
  window.cancelIdleCallback = () => {};
});

afterEach(() => markScreenLoading());

describe('whenUsableAndIdle (the idle preload waits for the screen on view)', () => {
  it('starts only after the screen has rendered and its data arrived, and then only when the browser is idle', async () => {
    const code = deferred<{ default: () => React.ReactNode }>();
    const data = deferred<string[]>();
    function InvoiceList() {
      const invoices = useQuery({ queryKey: ['invoices'], queryFn: () => data.promise });
      return invoices.data ? <p>{invoices.data.join(', ')}</p> : <p>Loading invoices</p>;
    }
    const Screen = lazy(() => code.promise);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LazyPage placeholder={<p>Table skeleton</p>}>
          <Screen />
        </LazyPage>
      </QueryClientProvider>,
    );
    const preload = jest.fn();
    whenUsableAndIdle(preload, 2000);

    becomeIdle();
    expect(idleRequests).toHaveLength(0);

    await act(async () => code.resolve({ default: InvoiceList }));
    expect(screen.getByText('Loading invoices')).toBeTruthy();
    becomeIdle();
    expect(idleRequests).toHaveLength(0);
    expect(preload).not.toHaveBeenCalled();

    await act(async () => data.resolve(['INV-0001', 'INV-0002']));
    expect(await screen.findByText('INV-0001, INV-0002')).toBeTruthy();
    expect(preload).not.toHaveBeenCalled();
    expect(idleRequests.map((request) => request.timeout)).toEqual([2000]);

    becomeIdle();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('waits again when another screen starts loading before the browser is idle', () => {
    const preload = jest.fn();
    markScreenUsable();
    whenUsableAndIdle(preload);
    expect(idleRequests).toHaveLength(1);

    markScreenLoading();
    becomeIdle();
    expect(preload).not.toHaveBeenCalled();
    expect(idleRequests).toHaveLength(0);

    markScreenUsable();
    becomeIdle();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled', () => {
    const preload = jest.fn();
    const cancel = whenUsableAndIdle(preload);
    cancel();
    markScreenUsable();
    becomeIdle();
    expect(preload).not.toHaveBeenCalled();
  });
});
