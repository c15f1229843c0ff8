import { chromium } from 'playwright';
import { DEMO, withBuiltApp } from './built-app.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './support.ts';

await withBuiltApp('shots', async (base) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, baseURL: base });
    const page = await context.newPage();
    await page.request.post('/api/login', { data: DEMO });
    await page.goto('/dashboard');
    await page.getByText('Retainage held').first().waitFor();
    await page.screenshot({ path: `/tmp/shot-dash-${width}.png`, fullPage: true });
    await page.goto('/jobs?status=open');
    await page.getByRole('heading', { name: 'Jobs' }).waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-jobs-${width}.png`, fullPage: true });
    const jobs = await (await page.request.get('/api/jobs')).json();
    await page.goto(`/jobs/${jobs.items[0].id}`);
    await page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-job-${width}.png`, fullPage: true });
    console.log(width, JSON.stringify(jobs.items.map((j: { title: string; status: string }) => [j.title, j.status])));
    await context.close();
  }
  await browser.close();
});
