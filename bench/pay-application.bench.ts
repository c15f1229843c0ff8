/**
 * `npm run bench:pay-application`: a job whose schedule of values has 300 lines (an estimate of 200
 * and two approved change orders of 50) and 24 invoiced pay applications, on the built app and its
 * embedded database. Times, over PAY_APPLICATION_BENCH_ROUNDS rounds (default 9) after a warm-up:
 * the job's progress answer (every application's sheets computed from what each entered), saving
 * the 25th application (the whole job computed again to check it), and its PDF (summary page and
 * continuation sheet), the job's page and the open jobs; then, once sent to the client, the page they
 * certify it on; then invoicing it, once. Prints p50 and p95 in milliseconds.
 */
import { request, type APIRequestContext } from '@playwright/test';
import { buyPlanViaApi } from '../e2e/support/billing-api.ts';
import { withBuiltApp } from './built-app.ts';

const ROUNDS = Number(process.env.PAY_APPLICATION_BENCH_ROUNDS ?? 9);
const ESTIMATE_LINES = 200;
const CHANGE_ORDER_LINES = 50;
const EARLIER_APPLICATIONS = 24;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function ok(response: Promise<import('@playwright/test').APIResponse>, what: string) {
  const answer = await response;
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
  return answer;
}

const line = (index: number) => ({ description: `Schedule line ${index + 1}`, quantity: '1', unitPrice: 240_000 + index * 100, taxes: [{ id: 'tax', name: 'Sales tax', rate: '8.25' }] });
const publicApi = (url: string) => new URL(url).pathname.replace(/^\/view\/([a-z-]+)\//, '/api/public/$1s/');

/** A new account on Pro with the 300-line job accepted, its two change orders approved and 24 applications invoiced. */
async function job(api: APIRequestContext): Promise<{ id: string; keys: string[] }> {
  const username = `bench${Date.now()}`;
  await ok(api.post('/api/register', { data: { username, email: `${username}@example.com`, password: 'bench-password-2026' } }), 'register');
  await buyPlanViaApi(api, 'pro');
  const client = await (await ok(api.post('/api/clients', { data: { name: 'Harbor Point Condominiums' } }), 'client')).json();
  const issueDate = new Date().toISOString().slice(0, 10);
  const estimate = await (
    await ok(api.post('/api/estimates', { data: { clientId: client.id, issueDate, validUntil: '2099-12-31', currency: 'USD', jobTitle: 'Harbor Point renovation', lines: Array.from({ length: ESTIMATE_LINES }, (_, index) => line(index)) } }), 'estimate')
  ).json();
  const sent = await (await ok(api.post(`/api/estimates/${estimate.id}/send`), 'send')).json();
  await ok(api.post(`${publicApi(sent.publicUrl)}/accept`, { data: { name: 'Board President', signature: null, consent: true, optionalLineIds: [], revision: sent.revision } }), 'accept');
  for (const first of [ESTIMATE_LINES, ESTIMATE_LINES + CHANGE_ORDER_LINES]) {
    const lines = Array.from({ length: CHANGE_ORDER_LINES }, (_, index) => line(first + index));
    const changeOrder = await (await ok(api.post('/api/change-orders', { data: { estimateId: estimate.id, reason: 'Owner request', description: 'More work', lines, daysDelta: 5, requestedBy: 'Board' } }), 'change order')).json();
    const shown = await (await ok(api.post(`/api/change-orders/${changeOrder.id}/send`), 'send change order')).json();
    await ok(api.post(`${publicApi(shown.publicUrl)}/approve`, { data: { name: 'Board President', signature: null, consent: true, optionalLineIds: [], revision: shown.revision } }), 'approve');
  }
  await ok(api.put(`/api/estimates/${estimate.id}/retainage`, { data: { workRate: '10', storedRate: '5', stepAtPercent: '50', stepRate: '5' } }), 'retainage');
  const progress = await (await ok(api.get(`/api/estimates/${estimate.id}/progress`), 'progress')).json();
  const keys: string[] = progress.schedule.map((entry: { key: string }) => entry.key);
  for (let sequence = 1; sequence <= EARLIER_APPLICATIONS; sequence += 1) {
    await ok(api.post(`/api/estimates/${estimate.id}/pay-applications`, { data: applicationBody(keys, sequence) }), `application ${sequence}`);
    await ok(api.post(`/api/estimates/${estimate.id}/pay-applications/${sequence}/invoice`), `invoice ${sequence}`);
  }
  return { id: estimate.id, keys };
}

/** Every line moves to sequence × 3.5 % complete, a few with materials stored. */
function applicationBody(keys: string[], sequence: number) {
  const month = String(((sequence - 1) % 12) + 1).padStart(2, '0');
  return {
    periodTo: `${2027 + Math.floor((sequence - 1) / 12)}-${month}-28`,
    lines: keys.map((key, index) => ({ key, percentComplete: (sequence * 3.5).toFixed(1), materialsStored: index % 10 === 0 ? 1_000 : 0 })),
  };
}

async function time(rounds: number, run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

await withBuiltApp('pay-application', async (base) => {
  const api = await request.newContext({ baseURL: base });
  const setUp = performance.now();
  const { id, keys } = await job(api);
  console.log(`job of ${keys.length} lines and ${EARLIER_APPLICATIONS} invoiced applications set up in ${((performance.now() - setUp) / 1000).toFixed(1)} s; ${ROUNDS} rounds each`);
  const next = EARLIER_APPLICATIONS + 1;
  await ok(api.post(`/api/estimates/${id}/pay-applications`, { data: applicationBody(keys, next) }), 'application 25');
  const measured: [string, () => Promise<unknown>][] = [
    ['GET progress (25 applications)', () => ok(api.get(`/api/estimates/${id}/progress`), 'progress')],
    ['PUT application 25 (draft)', () => ok(api.put(`/api/estimates/${id}/pay-applications/${next}`, { data: applicationBody(keys, next) }), 'save')],
    ['GET application 25 PDF', () => ok(api.get(`/api/estimates/${id}/pay-applications/${next}/pdf`), 'pdf')],
    ['GET its job page', () => ok(api.get(`/api/jobs/${id}`), 'job page')],
    ['GET the open jobs', () => ok(api.get('/api/jobs?status=open'), 'jobs')],
  ];
  for (const [name, run] of measured) {
    const times = await time(ROUNDS, run);
    console.log(`${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(0).padStart(6)} ms`);
  }
  const submitted = (await (await ok(api.post(`/api/estimates/${id}/pay-applications/${next}/submit`), 'submit')).json()) as { applications: { publicUrl: string | null }[] };
  const certification = new URL(submitted.applications.at(-1)?.publicUrl ?? '').pathname.replace('/view/pay-application/', '/api/public/pay-applications/');
  const publicTimes = await time(ROUNDS, () => ok(api.get(certification), 'public page'));
  console.log(`${'GET its public certification page'.padEnd(34)} p50 ${percentile(publicTimes, 50).toFixed(0).padStart(6)} ms   p95 ${percentile(publicTimes, 95).toFixed(0).padStart(6)} ms`);
  const pdf = await (await ok(api.get(`/api/estimates/${id}/pay-applications/${next}/pdf`), 'pdf')).body();
  const started = performance.now();
  await ok(api.post(`/api/estimates/${id}/pay-applications/${next}/invoice`), 'invoice 25');
  console.log(`${'POST invoice application 25 (once)'.padEnd(34)} ${(performance.now() - started).toFixed(0).padStart(10)} ms   (PDF ${Math.round(pdf.length / 1024)} KB)`);
  await api.dispose();
});
