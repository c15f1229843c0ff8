import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FirstRowsProps } from '@ledgerline/shell-sdk';
import type { ScreenModule } from './load-remote-screen.ts';

const loadRemoteScreen = jest.fn<(remote: string, screen: string) => Promise<ScreenModule>>();
const isRemoteScreenLoaded = jest.fn<(remote: string, screen: string) => boolean>(() => false);
jest.unstable_mockModule('./load-remote-screen.ts', () => ({ loadRemoteScreen, isRemoteScreenLoaded }));
const { RemoteScreen } = await import('./RemoteScreen.tsx');
const { lazyFirstRows } = await import('./first-rows.ts');

afterEach(() => {
  loadRemoteScreen.mockReset();
  isRemoteScreenLoaded.mockReset();
  isRemoteScreenLoaded.mockReturnValue(false);
});

const realList = async (): Promise<ScreenModule> => ({ default: () => <p>The invoices screen</p> });

type RemoteScreenProps = Parameters<typeof RemoteScreen>[0];

function renderScreen(firstRows: RemoteScreenProps['firstRows']) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RemoteScreen remote="invoices" screen="InvoiceList" placeholder="table" firstRows={firstRows} />
    </QueryClientProvider>,
  );
}

describe('RemoteScreen with first rows', () => {
  it("asks for the screen's code once the first rows are drawn and the user presses in them, then shows the screen in their place", async () => {
    loadRemoteScreen.mockImplementation(realList);
    let drawn = () => {};
    function FirstRows({ onDrawn }: FirstRowsProps) {
      drawn = onDrawn;
      return <button type="button">INV-0001, drawn by the shell</button>;
    }
    renderScreen(FirstRows);

    expect(await screen.findByText('INV-0001, drawn by the shell')).toBeTruthy();
    await act(async () => drawn());
    expect(loadRemoteScreen).not.toHaveBeenCalled();

    await act(async () => fireEvent.pointerDown(screen.getByRole('button', { name: 'INV-0001, drawn by the shell' })));
    expect(await screen.findByText('The invoices screen')).toBeTruthy();
    expect(screen.queryByText('INV-0001, drawn by the shell')).toBeNull();
    expect(loadRemoteScreen).toHaveBeenCalledTimes(1);
    expect(loadRemoteScreen).toHaveBeenCalledWith('invoices', 'InvoiceList');
  });

  it("asks for the screen's code at once when the first rows' own code cannot load", async () => {
    loadRemoteScreen.mockImplementation(realList);
    renderScreen(lazyFirstRows(() => Promise.reject(new Error('offline'))));

    expect(await screen.findByText('The invoices screen')).toBeTruthy();
    expect(loadRemoteScreen).toHaveBeenCalledTimes(1);
  });

  it('draws no first rows once the screen\'s code is loaded (the idle preload ran): the screen shows at once', async () => {
    loadRemoteScreen.mockImplementation(realList);
    isRemoteScreenLoaded.mockReturnValue(true);
    const FirstRows = jest.fn(() => <p>first rows</p>);
    renderScreen(FirstRows);

    expect(await screen.findByText('The invoices screen')).toBeTruthy();
    expect(FirstRows).not.toHaveBeenCalled();
  });
});
