import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { clientFixture, CLIENT_ID } from '../test-support/client-fixture.ts';
import { fakeApi } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import ClientDetail from './ClientDetail.tsx';

const settings = { businessName: 'Oak & Nail', currency: 'USD' };
const noInvoices = { items: [], total: 0, page: 1, pageSize: 100 };
const noEstimates = { ...noInvoices, winRate: null, totals: { count: 0, total: 0 } };

function show(id: string) {
  renderWithShell(<ClientDetail />, { path: '/clients/:id', route: `/clients/${id}` });
}

describe('ClientDetail', () => {
  it('says a client the server does not know is not found', async () => {
    fakeApi((url) => {
      if (url === '/api/account/settings') return { body: settings };
      if (url.startsWith('/api/clients/')) return { status: 404, body: { title: 'Not Found', status: 404, code: 'not_found', message: 'There is nothing at this address.' } };
      return undefined;
    });
    show(CLIENT_ID);
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeTruthy();
  });

  it('shows the totals in the account currency and tells that a client with invoices was archived', async () => {
    const fetchMock = fakeApi((url, init) => {
      if (url === '/api/account/settings') return { body: settings };
      if (url.startsWith('/api/invoices?') || url.startsWith('/api/change-orders?')) return { body: noInvoices };
      if (url.startsWith('/api/estimates?')) return { body: noEstimates };
      if (url === `/api/clients/${CLIENT_ID}` && init?.method === 'DELETE') return { body: { outcome: 'archived' } };
      if (url === `/api/clients/${CLIENT_ID}`) return { body: clientFixture() };
      return undefined;
    });
    show(CLIENT_ID);
    expect(await screen.findByRole('heading', { name: 'Harbor Renovations' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Outstanding', hidden: true })).getByText('$1,000.00')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Invoiced', hidden: true })).getByText('$1,500.00')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(`clientId=${CLIENT_ID}`))).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Delete client/, hidden: true })));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete Harbor Renovations?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true })));
    expect(await screen.findByText('Client archived')).toBeTruthy();
    expect(screen.getByText('Harbor Renovations has invoices, so it was archived instead of deleted.')).toBeTruthy();
  }, 30_000);

  it('restores an archived client', async () => {
    let archived = true;
    fakeApi((url, init) => {
      if (url === '/api/account/settings') return { body: settings };
      if (url.startsWith('/api/invoices?') || url.startsWith('/api/change-orders?')) return { body: noInvoices };
      if (url.startsWith('/api/estimates?')) return { body: noEstimates };
      if (url === `/api/clients/${CLIENT_ID}/restore` && init?.method === 'POST') {
        archived = false;
        return { body: clientFixture({ archived }) };
      }
      if (url === `/api/clients/${CLIENT_ID}`) return { body: clientFixture({ archived }) };
      return undefined;
    });
    show(CLIENT_ID);
    expect(await screen.findByText(/This client is archived/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Restore client/, hidden: true })));
    expect(await screen.findByText('Client restored')).toBeTruthy();
    expect(screen.queryByText(/This client is archived/)).toBeNull();
    expect(screen.getByRole('button', { name: /Delete client/, hidden: true })).toBeTruthy();
  }, 30_000);
});

describe("ClientDetail's jobs", () => {
  it("lists the client's estimates with their contract values and its change orders", async () => {
    const client = { id: CLIENT_ID, name: 'Harbor Renovations', company: 'Harbor Renovations LLC' };
    const estimate = {
      id: '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', number: 'EST-0007', baseNumber: 'EST-0007', revision: 1, status: 'accepted', client,
      issueDate: '2026-11-20', validUntil: '2026-12-20', currency: 'USD', total: 550000, contractValue: 670000, viewedAt: null, acceptedAt: '2026-11-22T10:00:00.000Z',
    };
    const changeOrder = {
      id: '7b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', number: 'EST-0007-CO-01', status: 'approved', estimate: { id: estimate.id, number: 'EST-0007' }, client,
      reason: 'Larger deck', costDelta: 120000, daysDelta: 2, currency: 'USD', approvalDeadline: null, invoiced: false, viewedAt: null, createdAt: '2026-11-23T10:00:00.000Z',
    };
    const fetchMock = fakeApi((url) => {
      if (url === '/api/account/settings') return { body: settings };
      if (url.startsWith('/api/invoices?')) return { body: noInvoices };
      if (url.startsWith('/api/estimates?')) return { body: { ...noEstimates, items: [estimate], total: 1 } };
      if (url.startsWith('/api/change-orders?')) return { body: { ...noInvoices, items: [changeOrder], total: 1 } };
      if (url === `/api/clients/${CLIENT_ID}`) return { body: clientFixture({ jobs: { estimates: 1, changeOrders: 1, contractValue: 670000, retainageHeld: 65000 } }) };
      return undefined;
    });
    show(CLIENT_ID);
    expect(await screen.findByText('Contract value of jobs: $6,700.00')).toBeTruthy();
    expect(screen.getByText('Retainage held: $650.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe(`/jobs?clientId=${CLIENT_ID}`);
    const estimates = await screen.findByRole('table', { name: 'Estimates of this client', hidden: true });
    const estimateRow = (await within(estimates).findByRole('link', { name: 'EST-0007', hidden: true })).closest('tr') as HTMLElement;
    expect(within(estimateRow).getByText('$6,700.00')).toBeTruthy();
    expect(within(estimateRow).getByText('Accepted')).toBeTruthy();
    const changeOrders = await screen.findByRole('table', { name: 'Change orders of this client', hidden: true });
    expect(await within(changeOrders).findByText('+$1,200.00')).toBeTruthy();
    for (const resource of ['/api/estimates?', '/api/change-orders?']) {
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(resource) && String(url).includes(`clientId=${CLIENT_ID}`))).toBe(true);
    }
  }, 30_000);
});

describe('ClientDetail with an id that is no id', () => {
  it('shows not found without asking the server', async () => {
    const fetchMock = fakeApi((url) => (url === '/api/account/settings' ? { body: settings } : undefined));
    show('42');
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/clients'))).toBe(false);
  });
});
