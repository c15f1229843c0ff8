import { chooseOption } from '../support/choose-option.ts';
import { expect, test } from '../support/fixtures.ts';

test('payment reminders with a late fee are saved and still there after a reload', async ({ page, signedInUser: _user }) => {
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Payment reminders' });
  await expect(card.getByText('No reminders: clients get no email about unpaid invoices.')).toBeVisible();

  await card.getByRole('button', { name: 'Add reminder' }).click();
  const first = card.getByRole('group', { name: 'Reminder 1' });
  await chooseOption(first, 'When', 'Before the due date');
  await first.getByLabel('Days').fill('3');

  await card.getByRole('button', { name: 'Add reminder' }).click();
  const second = card.getByRole('group', { name: 'Reminder 2' });
  await second.getByLabel('Days').fill('3');
  await chooseOption(second, 'Late fee', 'Percentage of the balance');
  await second.getByLabel('Fee percentage').fill('2.5');

  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Payment reminders saved')).toBeVisible();

  await page.reload();
  await expect(card.getByRole('group', { name: 'Reminder 1' }).getByText('Before the due date')).toBeVisible();
  await expect(card.getByRole('group', { name: 'Reminder 2' }).getByLabel('Days')).toHaveValue('3');
  await expect(card.getByRole('group', { name: 'Reminder 2' }).getByLabel('Fee percentage')).toHaveValue('2.5');
});
