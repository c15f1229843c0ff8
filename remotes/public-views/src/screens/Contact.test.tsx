import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, type FakeAnswer } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import Contact from './Contact.tsx';

const MESSAGE = { name: 'Dana Whitfield', email: 'dana@whitfield.example', subject: 'Change orders', message: 'Can a change order carry its own signature?' };

function show(answer: FakeAnswer, { signedIn = false } = {}) {
  const fetchMock = fakeApi((url, init) => (url === '/api/contact' && init?.method === 'POST' ? answer : undefined));
  renderWithShell(<Contact />, { path: '/contact', route: '/contact', ...(signedIn ? {} : { user: null }) });
  return fetchMock;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = (values: Record<string, string>) => {
  type('Your name', values.name ?? '');
  type('Email', values.email ?? '');
  type('Subject', values.subject ?? '');
  type('Message', values.message ?? '');
};
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message', hidden: true })));

describe('Contact', () => {
  it('sends the message and thanks the visitor by name', async () => {
    const fetchMock = show({ status: 201, body: { received: true } });
    fill(MESSAGE);
    await send();
    expect(await screen.findByRole('heading', { name: 'Thank you, Dana Whitfield!' })).toBeTruthy();
    expect(screen.getByText(/will answer you at dana@whitfield.example/)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(MESSAGE);

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  }, 30_000);

  it('says what is wrong with each field before sending anything', async () => {
    const fetchMock = show({ status: 201, body: { received: true } });
    fill({ email: 'not-an-address', message: 'short' });
    await send();
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter a subject.')).toBeTruthy();
    expect(screen.getByText('Write a message of at least 10 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the server\'s sentence when the hourly limit is reached', async () => {
    const sentence = 'You have sent several messages in the last hour, and we have them all. Please wait 60 minutes and try again.';
    show({ status: 429, body: { message: sentence } });
    fill(MESSAGE);
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain(sentence);
  }, 30_000);

  it('keeps its bot trap out of reach of people and assistive technology', () => {
    show({ status: 201, body: { received: true } });
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    const trap = screen.getByLabelText('Leave this field empty', { selector: 'input' });
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('fills in the signed-in user\'s name and email', () => {
    show({ status: 201, body: { received: true } }, { signedIn: true });
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('ada');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });
});
