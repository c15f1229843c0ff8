import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@ledgerline/shell-sdk';
import type { ClientInput } from '@ledgerline/contracts';
import { emptyClientFormValues } from '../client-form-values.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { ClientForm } from './ClientForm.tsx';

function renderForm(onSubmit: (input: ClientInput) => Promise<unknown>) {
  renderWithShell(
    <ClientForm name="test-client" initialValues={emptyClientFormValues()} submitLabel="Create client" accountCurrency="USD" onSubmit={onSubmit} />,
    { path: '/', route: '/' },
  );
}

const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Create client/, hidden: true })));

describe('ClientForm', () => {
  it('requires a name and a valid email, with the schema sentences, and sends nothing', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderForm(onSubmit);
    type('Email', 'not-an-email');
    await submit();
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed input with contacts and addresses, and no currency of its own when none is picked', async () => {
    const onSubmit = jest.fn(async (_input: ClientInput) => undefined);
    renderForm(onSubmit);
    type('Name', '  Harbor Renovations ');
    fireEvent.click(screen.getByRole('button', { name: /Add contact/, hidden: true }));
    const contact = await screen.findByRole('group', { name: 'Contact 1', hidden: true });
    type('Contact name', 'Mia Chen', contact);
    type('Contact email', 'mia@harbor.example', contact);
    type('City', 'Portland', screen.getByRole('group', { name: 'Site address', hidden: true }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = onSubmit.mock.calls[0]![0];
    expect(input.name).toBe('Harbor Renovations');
    expect(input.contacts).toEqual([{ name: 'Mia Chen', email: 'mia@harbor.example', phone: '' }]);
    expect(input.siteAddress.city).toBe('Portland');
    expect(input.billingAddress.city).toBe('');
    expect(input.currency).toBeNull();
  });

  it("shows the server's validation messages on the fields they name", async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'validation_failed',
      message: 'Enter a valid email address.',
      fields: { 'contacts.0.email': ['The server refuses this address.'] },
    };
    renderForm(async () => {
      throw new ApiError(400, 'Bad Request', JSON.stringify(problem));
    });
    type('Name', 'Harbor');
    fireEvent.click(screen.getByRole('button', { name: /Add contact/, hidden: true }));
    type('Contact email', 'mia@harbor.example', await screen.findByRole('group', { name: 'Contact 1', hidden: true }));
    await submit();
    const contact = screen.getByRole('group', { name: 'Contact 1', hidden: true });
    expect(await within(contact).findByText('The server refuses this address.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Enter a valid email address.');
  });
});
