import '@ledgerline/shell-ui/test-support/jsdom-polyfills.ts';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PaymentReminders } from '@ledgerline/contracts';
import { fakeApi, type FakeAnswer } from '@ledgerline/shell-ui/test-support/fake-api.ts';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { PaymentRemindersCard } from './PaymentRemindersCard.tsx';

const PATH = '/api/account/settings/reminders';
const SAVED: PaymentReminders = { reminders: [{ enabled: true, offsetDays: -3, lateFee: null }] };

function show(answerPut: (body: PaymentReminders) => FakeAnswer) {
  const fetchMock = fakeApi((url, init) => {
    if (url !== PATH) return undefined;
    return init?.method === 'PUT' ? answerPut(JSON.parse(String(init.body)) as PaymentReminders) : { body: SAVED };
  });
  renderWithShell(<PaymentRemindersCard currency="USD" />, { path: '/settings', route: '/settings' });
  return fetchMock;
}

const reminder = (n: number) => screen.findByRole('group', { name: `Reminder ${n}`, hidden: true });

/** Opens an antd select by its label and picks an option. */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label, hidden: true }));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]!);
}

const addReminder = () => fireEvent.click(screen.getByRole('button', { name: /Add reminder/, hidden: true }));
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Save reminders/, hidden: true })));
const putBodies = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as PaymentReminders);

describe('PaymentRemindersCard', () => {
  it('shows the saved reminder and saves a second one with a fixed late fee', async () => {
    const fetchMock = show((body) => ({ body }));
    const first = await reminder(1);
    expect(within(first).getByTitle('Before the due date')).toBeTruthy();
    expect(within(first).getByLabelText('Days')).toHaveProperty('value', '3');

    addReminder();
    const second = await reminder(2);
    await choose(second, 'Late fee', 'Fixed amount');
    fireEvent.change(await within(second).findByLabelText('Fee amount'), { target: { value: '25.00' } });
    await save();

    expect(await screen.findByText('Payment reminders saved')).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      {
        reminders: [
          { enabled: true, offsetDays: -3, lateFee: null },
          { enabled: true, offsetDays: 7, lateFee: { type: 'amount', value: 2500 } },
        ],
      },
    ]);
  }, 30_000);

  it('offers at most three reminders and shows the schema\u2019s and the server\u2019s messages on their fields', async () => {
    const fetchMock = show(() => ({
      status: 400,
      body: { title: 'Bad Request', status: 400, code: 'validation_failed', message: 'The server refused it.', fields: { 'reminders.1.lateFee': ['The server wants a smaller fee.'] } },
    }));
    await reminder(1);
    addReminder();
    addReminder();
    expect(screen.queryByRole('button', { name: /Add reminder/, hidden: true })).toBeNull();

    const second = await reminder(2);
    const third = await reminder(3);
    fireEvent.change(within(third).getByLabelText('Days'), { target: { value: '7' } });
    await choose(second, 'Late fee', 'Percentage of the balance');
    fireEvent.change(await within(second).findByLabelText('Fee percentage'), { target: { value: '150' } });
    await save();
    expect(await within(third).findByText('Two reminders cannot fall on the same day.')).toBeTruthy();
    expect(await within(second).findByText(/at most 100/)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([]);

    fireEvent.click(within(third).getByRole('button', { name: 'Remove reminder 3', hidden: true }));
    fireEvent.change(within(second).getByLabelText('Fee percentage'), { target: { value: '1.5' } });
    await save();
    expect(await within(second).findByText('The server wants a smaller fee.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The server refused it.');
  }, 30_000);
});
