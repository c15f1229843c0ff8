import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetchRoutes, Reply } from '@ledgerline/shell-ui/test-support/fetch-routes.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import TemplateBuilder from './TemplateBuilder.tsx';
import { previewRoutes, sampleTemplate } from '../test-support/sample-template.ts';

const SLOW_RENDER_MS = 60_000;
const path = `/api/templates/${sampleTemplate.id}`;

function openBuilder(extra: Record<string, unknown> = {}) {
  const fetchMock = mockFetchRoutes({ ...previewRoutes, [path]: sampleTemplate, ...extra });
  renderWithShell(<TemplateBuilder />, { path: '/templates/builder/:id', route: `/templates/builder/${sampleTemplate.id}` });
  return fetchMock;
}

/** The preview waits for the picker's lists and then the picked invoice: slow on a busy machine. */
const preview = async () => screen.findByRole('article', { name: 'Template preview' }, { timeout: 15_000 });

describe('the template builder', () => {
  it('shows a change in the live preview of a real invoice, and Undo takes it back', async () => {
    openBuilder();
    const shown = await preview();
    expect(within(shown).getByRole('heading', { name: 'Invoice' })).toBeTruthy();
    expect(within(shown).getByText('INV-2026-0042')).toBeTruthy();
    expect(within(shown).getByRole('columnheader', { name: 'Qty' })).toBeTruthy();

    fireEvent.click(screen.getByText('Labels'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Invoice' }), { target: { value: 'Tax invoice' } });
    expect(within(shown).getByRole('heading', { name: 'Tax invoice' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Quantity column' }));
    expect(within(shown).queryByRole('columnheader', { name: 'Qty' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(within(shown).getByRole('columnheader', { name: 'Qty' })).toBeTruthy();
    expect(within(shown).getByRole('heading', { name: 'Tax invoice' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(within(shown).getByRole('heading', { name: 'Invoice' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /Undo/ }) as HTMLButtonElement).disabled).toBe(true);
  }, SLOW_RENDER_MS);

  it('resets to the design, keeping the name', async () => {
    openBuilder();
    const shown = await preview();
    fireEvent.change(screen.getByLabelText('Footer text'), { target: { value: 'Thank you for your business' } });
    fireEvent.change(screen.getByLabelText('Template name'), { target: { value: 'Kitchens' } });
    expect(within(shown).getByText('Thank you for your business')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to design' }));
    expect(within(shown).queryByText('Thank you for your business')).toBeNull();
    expect((screen.getByLabelText('Template name') as HTMLInputElement).value).toBe('Kitchens');
  }, SLOW_RENDER_MS);

  it('saves the edits with the version it opened, and offers a reload when someone else saved first', async () => {
    const fetchMock = openBuilder({ [`PUT ${path}`]: new Reply(409, { status: 409, code: 'stale_version', message: 'This template was changed by someone else.' }) });
    await preview();
    fireEvent.change(screen.getByLabelText('Header text'), { target: { value: 'Licensed and insured' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Someone else saved this template after you opened it.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ version: 4, name: 'Site work', design: 'classic', headerText: 'Licensed and insured' });

    fireEvent.click(screen.getByRole('button', { name: 'Reload template' }));
    await waitFor(() => expect((screen.getByLabelText('Header text') as HTMLTextAreaElement).value).toBe(''));
  }, SLOW_RENDER_MS);

  it('says so when the template does not exist', async () => {
    mockFetchRoutes({});
    renderWithShell(<TemplateBuilder />, { path: '/templates/builder/:id', route: `/templates/builder/${sampleTemplate.id}` });
    expect(await screen.findByText('This template does not exist.')).toBeTruthy();
  }, SLOW_RENDER_MS);
});
