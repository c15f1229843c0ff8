import type { Page } from '@playwright/test';
import { appPaths, CONSENT_TEXT } from '@ledgerline/contracts';
import { expect, test } from '../support/fixtures.ts';
import { createClientViaApi } from '../support/clients-api.ts';
import { InvoiceEditorPage } from '../support/invoices-editor.ts';
import { pdfText } from '../support/invoices-pdf.ts';
import { acceptedEstimateViaApi } from '../support/estimates-api.ts';
import { allowing } from '../support/slow-machine.ts';
import { horizontalOverflow } from '../support/layout.ts';

/** The golden job's schedule: Site work 20,000, Framing 50,000, Finishes 30,000, no tax. */
async function acceptedJob(page: Page): Promise<string> {
  const client = await createClientViaApi(page.request, { name: 'Ortega Family Trust', email: 'ortega@client.example' });
  return acceptedEstimateViaApi(page.request, {
    clientId: client.id,
    jobTitle: 'Ortega bathroom remodel',
    lines: [
      { description: 'Site work', quantity: '1', unitPrice: 2_000_000 },
      { description: 'Framing', quantity: '1', unitPrice: 5_000_000 },
      { description: 'Finishes', quantity: '1', unitPrice: 3_000_000 },
    ],
  });
}

/** The page the client certifies an application on, as the owner's answer links it (and the client's email). */
async function certificationLink(page: Page, estimateId: string, sequence: number): Promise<string> {
  const progress = (await (await page.request.get(`/api/estimates/${estimateId}/progress`)).json()) as { applications: { sequence: number; publicUrl: string | null }[] };
  const url = progress.applications.find((application) => application.sequence === sequence)?.publicUrl;
  if (!url) throw new Error(`Pay application ${sequence} has no link to certify it.`);
  return new URL(url).pathname;
}

async function chooseEnd(page: Page, date: string): Promise<void> {
  await page.getByLabel('Period ends').fill(date);
  await page.getByLabel('Period ends').press('Enter');
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a job billed in two pay applications with 10 % retainage, the second certified for less by the client, then its retainage released', async ({ page, browser, signedInUser: _user }) => {
    test.setTimeout(allowing(90_000));
    // Downloads, not the save picker, so the PDF can be read.
    await page.addInitScript(() => Reflect.deleteProperty(window, 'showSaveFilePicker'));
    const estimateId = await acceptedJob(page);
    await page.goto(appPaths.estimate(estimateId));
    await page.getByRole('button', { name: 'Set retainage' }).click();
    await page.getByLabel('On work completed').fill('10');
    await page.getByLabel('On stored materials').fill('10');
    await page.getByRole('button', { name: 'Save retainage' }).click();
    await expect(page.getByText('Retainage 10 %', { exact: true })).toBeVisible();

    // Application 1: Site work done, Framing 10,000 installed and 5,000 stored.
    await page.getByRole('button', { name: 'New pay application' }).click();
    await chooseEnd(page, '2027-01-31');
    await page.getByLabel('Site work: work this period').fill('20000');
    await page.getByLabel('Framing: work this period').fill('10000');
    await page.getByLabel('Framing: materials stored').fill('5000');
    const summary = page.getByLabel('Summary');
    await expect(summary).toContainText('Retainage to date$3,500.00');
    await expect(summary).toContainText('Payment due this period$31,500.00');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const applications = page.getByRole('table', { name: 'Pay applications' });
    await expect(applications.getByRole('row', { name: /^1 / })).toContainText('$31,500.00');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download pay application 1 as PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^Pay-application-1-EST-\d+\.pdf$/);
    expect((await pdfText(await pdf.path())).replace(/\s+/g, ' ')).toContain('Payment due this application $31,500.00');
    await page.getByRole('button', { name: 'Invoice application 1' }).click();
    await page.getByRole('button', { name: 'Invoice it' }).click();
    await expect(page).toHaveURL(/\/invoices\/edit\//);
    await expect(new InvoiceEditorPage(page).totalsRow('Total')).toContainText('$31,500.00');

    // Application 2, by percent complete: Framing to 70 %, Finishes to 20 %.
    await page.goto(appPaths.estimate(estimateId));
    await page.getByRole('button', { name: 'New pay application' }).click();
    await chooseEnd(page, '2027-02-28');
    await page.getByText('Percent complete', { exact: true }).click();
    await page.getByLabel('Framing: percent complete').fill('70');
    await page.getByLabel('Finishes: percent complete').fill('20');
    await expect(summary).toContainText('Less previous applications$31,500.00');
    await expect(summary).toContainText('Payment due this period$23,400.00');
    await page.getByRole('button', { name: 'Save draft' }).click();

    // Sent to the client, who certifies framing at 20,000 this period instead of 25,000.
    await page.getByRole('button', { name: 'Send to the client to certify' }).click();
    await page.getByRole('button', { name: 'Send it' }).click();
    await expect(page.getByText('Pay application 2 is waiting for the client to certify it')).toBeVisible();
    const link = await certificationLink(page, estimateId, 2);
    const client = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const clientPage = await client.newPage();
    await clientPage.goto(link);
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Pay application 2' })).toBeVisible();
    const answer = clientPage.getByRole('group', { name: 'Your answer to this pay application' });
    await expect(answer).toContainText('$23,400.00');
    await clientPage.getByLabel('Framing: work this period you certify').fill('20000');
    await expect(answer).toContainText('$18,900.00');
    await answer.getByRole('button', { name: 'Certify' }).click();
    await clientPage.getByLabel('Your full name').fill('Rosa Ortega');
    await clientPage.getByRole('radio', { name: 'Use my typed name as my signature' }).check();
    await clientPage.getByRole('checkbox', { name: CONSENT_TEXT }).check();
    await clientPage.getByRole('button', { name: 'Certify and sign' }).click();
    await expect(clientPage.getByRole('heading', { name: 'Pay application 2 certified' })).toBeVisible();
    await expect(clientPage.getByText(/Rosa Ortega certified \$18,900\.00 of the \$23,400\.00 asked/)).toBeVisible();
    await client.close();

    await page.reload();
    await expect(page.getByText('Certified $18,900.00 of the $23,400.00 asked.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Invoice application 2' }).click();
    await page.getByRole('button', { name: 'Invoice it' }).click();
    await expect(page).toHaveURL(/\/invoices\/edit\//);
    await expect(new InvoiceEditorPage(page).totalsRow('Total')).toContainText('$18,900.00');

    // The retainage held, 5,600, released on its own invoice; the job page adds it all up.
    await page.goto(appPaths.job(estimateId));
    const figures = page.getByRole('region', { name: 'Job' });
    await expect(figures.getByRole('row', { name: /Invoiced so far/ })).toContainText('$50,400.00');
    await expect(figures.getByRole('row', { name: /Retainage held/ })).toContainText('$5,600.00');
    await expect(page.getByRole('table', { name: 'Documents of the job' }).getByRole('row', { name: /Pay application 2/ })).toContainText('$18,900.00');
    await page.goto(appPaths.estimate(estimateId));
    await expect(page.getByText('Retainage held $5,600.00')).toBeVisible();
    await page.getByRole('button', { name: 'Release retainage' }).click();
    await page.getByRole('button', { name: 'Invoice the release' }).click();
    await expect(page).toHaveURL(/\/invoices\/edit\//);
    await expect(page.getByLabel('Line 1 description', { exact: true })).toHaveValue('Release of retainage held on pay applications 1–2');
    await expect(new InvoiceEditorPage(page).totalsRow('Total')).toContainText('$5,600.00');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the pay application fits a phone: a block a line, its figures as you type', async ({ page, signedInUser: _user }) => {
    const estimateId = await acceptedJob(page);
    await page.goto(appPaths.estimate(estimateId));
    await page.getByRole('button', { name: 'New pay application' }).click();
    await chooseEnd(page, '2027-01-31');
    const sheet = page.getByRole('list', { name: 'Continuation sheet' });
    await page.getByLabel('Framing: work this period').fill('10000');
    await expect(sheet.getByRole('listitem').filter({ hasText: 'Framing' })).toContainText('To date $10,000.00 (20 %)');
    const drawer = page.getByRole('dialog', { name: 'Pay application 1' });
    const width = await drawer.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('button', { name: 'Invoice application 1' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('the client’s certification page fits a phone and downloads its PDF; the job page fits too', async ({ page, signedInUser: _user }) => {
    const estimateId = await acceptedJob(page);
    const key = async (description: string) =>
      ((await (await page.request.get(`/api/estimates/${estimateId}/progress`)).json()) as { schedule: { key: string; description: string }[] }).schedule.find((line) => line.description === description)!.key;
    await page.request.post(`/api/estimates/${estimateId}/pay-applications`, { data: { periodTo: '2027-01-31', lines: [{ key: await key('Framing'), workThisPeriod: 1_000_000, materialsStored: 500_000 }] } });
    await page.request.post(`/api/estimates/${estimateId}/pay-applications/1/submit`);
    await page.goto(await certificationLink(page, estimateId, 1));
    await expect(page.getByLabel('Framing: work this period you certify')).toHaveValue('10000');
    await expect(page.getByRole('group', { name: 'Your answer to this pay application' })).toContainText('$15,000.00');
    expect(await horizontalOverflow(page)).toBe(0);
    // A browser without the save picker takes the plain download, which Playwright can observe.
    await page.evaluate(() => Reflect.deleteProperty(window, 'showSaveFilePicker'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe('Pay-application-1-EST-0001.pdf');
    expect(await pdfText(await pdf.path())).toContain('Ortega bathroom remodel');

    await page.goto(appPaths.job(estimateId));
    await expect(page.getByRole('heading', { level: 1, name: 'Ortega bathroom remodel' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Documents of the job' }).getByRole('listitem')).toHaveCount(1);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
