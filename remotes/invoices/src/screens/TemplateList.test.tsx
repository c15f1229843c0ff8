import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUILT_IN_TEMPLATES, TEMPLATE_DESIGNS } from '@ledgerline/contracts';
import { mockFetchRoutes } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import TemplateList from './TemplateList.tsx';
import { sampleTemplate } from '../test-support/sample-template.ts';

const SLOW_RENDER_MS = 60_000;
const designs = TEMPLATE_DESIGNS.map((design) => ({ design, settings: BUILT_IN_TEMPLATES[design] }));
const path = `/api/templates/${sampleTemplate.id}`;

function openList(items = [sampleTemplate], extra: Record<string, unknown> = {}) {
  const fetchMock = mockFetchRoutes({ '/api/templates': { items, designs }, ...extra });
  renderWithShell(<TemplateList />, { path: '/templates', route: '/templates' });
  return fetchMock;
}

describe('the template list', () => {
  it('shows each template with the kinds it is the default for', async () => {
    openList();
    const card = (await screen.findByText('Site work')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Default for invoices')).toBeTruthy();
    expect(within(card).getByText('Classic design · Serif')).toBeTruthy();
  }, SLOW_RENDER_MS);

  it('starts a new template from a built-in design and opens it in the builder', async () => {
    const fetchMock = openList([], { 'POST /api/templates': { ...sampleTemplate, defaultFor: [] } });
    expect(await screen.findByText('No templates yet. Start one from the Clean, Classic or Bold design.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /New from Bold/ }));
    expect(await screen.findByText('Left the screen')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ design: 'bold' });
  }, SLOW_RENDER_MS);

  it('makes a template the default for a kind', async () => {
    const fetchMock = openList([sampleTemplate], { [`POST ${path}/default`]: { ...sampleTemplate, defaultFor: ['invoice', 'estimate'] } });
    fireEvent.mouseEnter(await screen.findByRole('button', { name: 'Make Site work a default' }));
    fireEvent.click(await screen.findByText('Default for estimates'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url) === `${path}/default` && init?.method === 'POST')).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === `${path}/default`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ kind: 'estimate' });
  }, SLOW_RENDER_MS);

  it('deletes a template only once the user confirms', async () => {
    const fetchMock = openList([sampleTemplate], { [`DELETE ${path}`]: {} });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Site work' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the template Site work?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url) === path && init?.method === 'DELETE')).toBe(true));
  }, SLOW_RENDER_MS);
});
