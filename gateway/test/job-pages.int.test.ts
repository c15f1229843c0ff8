import { clientSchema, dashboardSchema, jobListSchema, jobPageSchema, type JobProgress, jobProgressSchema } from '@ledgerline/contracts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addSentChangeOrder, approveChangeOrder } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  clientId = await addClient(t, owner, { name: 'Ortega Family Trust', email: 'ortega@client.example' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (path: string, member = owner) => member.as(t.request().get(path));
const post = (path: string, body?: object) => owner.as(t.request().post(path)).send(body);
const jobOf = async (id: string) => jobPageSchema.parse((await get(`/api/jobs/${id}`)).body);
const jobsOf = async (query: string) => jobListSchema.parse((await get(`/api/jobs?${query}`)).body);
const progressOf = async (id: string): Promise<JobProgress> => jobProgressSchema.parse((await get(`/api/estimates/${id}/progress`)).body);

/**
 * The golden job (A 20,000, B 50,000, C 30,000, 10 % retainage) through two pay applications, with
 * change order 1 (D 8,000) approved between them: billed 31,500 + 27,000, retainage held 6,500.
 */
async function jobInTwoApplications() {
  const estimate = await addAcceptedEstimate(t, owner, clientId, {
    lines: [
      { description: 'Site work', quantity: '1', unitPrice: 2_000_000 },
      { description: 'Framing', quantity: '1', unitPrice: 5_000_000 },
      { description: 'Finishes', quantity: '1', unitPrice: 3_000_000 },
    ],
    deposit: null,
    jobTitle: 'Ortega bathroom remodel',
    siteAddress: { line1: '12 Elm Street', line2: '', city: 'Austin', region: 'TX', postalCode: '78702', country: 'United States' },
  });
  expect((await owner.as(t.request().put(`/api/estimates/${estimate.id}/retainage`)).send({ workRate: '10', storedRate: '10' })).status).toBe(200);
  const keys = (progress: JobProgress) => Object.fromEntries(progress.schedule.map((line) => [line.description, line.key]));
  let key = keys(await progressOf(estimate.id));
  await post(`/api/estimates/${estimate.id}/pay-applications`, { periodTo: '2027-01-31', lines: [{ key: key['Site work'], percentComplete: '100' }, { key: key.Framing, workThisPeriod: 1_000_000, materialsStored: 500_000 }] });
  const first = (await post(`/api/estimates/${estimate.id}/pay-applications/1/invoice`)).body;
  const changeOrder = await addSentChangeOrder(t, owner, estimate.id, { lines: [{ description: 'Deck', quantity: '1', unitPrice: 800_000 }] });
  await approveChangeOrder(t, changeOrder.publicUrl);
  key = keys(await progressOf(estimate.id));
  await post(`/api/estimates/${estimate.id}/pay-applications`, {
    periodTo: '2027-02-28',
    lines: [{ key: key.Framing, workThisPeriod: 2_500_000 }, { key: key.Finishes, workThisPeriod: 600_000 }, { key: key.Deck, workThisPeriod: 400_000 }],
  });
  const second = (await post(`/api/estimates/${estimate.id}/pay-applications/2/invoice`)).body;
  return { estimate: estimate as { id: string; number: string }, changeOrder, first, second };
}

describe('a job billed in stages, as its page and the lists show it', () => {
  it('adds up contract, billed, paid, retainage held and left to bill, and lists every document in order', async () => {
    const { estimate, changeOrder, first, second } = await jobInTwoApplications();
    await post(`/api/invoices/${first.id}/send`);
    expect((await post(`/api/invoices/${first.id}/payments`, { amount: 3_150_000, date: '2027-02-10', method: 'bank_transfer' })).status).toBe(201);

    const job = await jobOf(estimate.id);
    expect(job).toMatchObject({
      title: 'Ortega bathroom remodel',
      number: estimate.number,
      status: 'open',
      contractValue: 10_800_000,
      billed: 3_150_000 + 2_700_000,
      paid: 3_150_000,
      retainageHeld: 650_000,
      leftToBill: 10_800_000 - 5_850_000,
      client: { id: clientId, name: 'Ortega Family Trust' },
      siteAddress: { line1: '12 Elm Street', city: 'Austin' },
    });
    expect(job.figures).toMatchObject({ originalValue: 10_000_000, approvedChanges: 800_000, contractValue: 10_800_000 });
    expect(job.documents.map((document) => [document.kind, document.number, document.role])).toEqual([
      ['estimate', estimate.number, 'Accepted estimate'],
      ['invoice', first.number, 'Pay application 1'],
      ['change_order', changeOrder.number, 'Change order'],
      ['invoice', second.number, 'Pay application 2'],
    ]);
    expect(job.documents.find((document) => document.id === first.id)).toMatchObject({ status: 'paid', balance: 0 });

    const owned = clientSchema.parse((await get(`/api/clients/${clientId}`)).body);
    expect(owned.jobs?.retainageHeld).toBe(650_000);
    const dashboard = dashboardSchema.parse((await get('/api/dashboard')).body);
    expect(dashboard.retainageHeld).toEqual({ amount: 650_000, count: 1 });

    // The rest of the retainage released: the job holds nothing any more.
    await post(`/api/estimates/${estimate.id}/retainage-releases`, { amount: 650_000 });
    expect(await jobOf(estimate.id)).toMatchObject({ retainageHeld: 0, billed: 6_500_000 });
    expect(dashboardSchema.parse((await get('/api/dashboard')).body).retainageHeld).toEqual({ amount: 0, count: 0 });
  });

  it('lists jobs open or completed, searched by title, number or client, and by client', async () => {
    const { estimate } = await jobInTwoApplications();
    const whole = await addAcceptedEstimate(t, owner, clientId, { lines: [{ description: 'Fence', quantity: '1', unitPrice: 500_000 }], deposit: null, jobTitle: 'Back fence' });
    expect((await post(`/api/estimates/${whole.id}/convert`, { mode: 'full' })).status).toBe(201);

    const open = await jobsOf('status=open&q=bathroom');
    expect(open.items.map((item) => item.id)).toContain(estimate.id);
    expect(open.items.every((item) => item.status === 'open')).toBe(true);
    const completed = await jobsOf('status=completed&q=back%20fence');
    expect(completed.items.map((item) => [item.id, item.status, item.billed, item.leftToBill])).toEqual([[whole.id, 'completed', 500_000, 0]]);
    expect((await jobsOf(`q=${estimate.number}`)).items.map((item) => item.id)).toEqual([estimate.id]);
    expect((await jobsOf('q=ortega')).total).toBeGreaterThanOrEqual(2);
    const byClient = await jobsOf(`clientId=${clientId}&sort=-contractValue`);
    expect(byClient.items.map((item) => item.contractValue)).toEqual([...byClient.items.map((item) => item.contractValue)].sort((a, b) => b - a));
    expect((await get('/api/jobs?status=closed')).status).toBe(400);
  });

  it('answers 404 for another account’s job and for an estimate not accepted', async () => {
    const { estimate } = await jobInTwoApplications();
    const stranger = await signUp(t);
    expect((await get(`/api/jobs/${estimate.id}`, stranger)).status).toBe(404);
    expect((await jobsOf('')).total).toBeGreaterThan(0);
    expect(jobListSchema.parse((await get('/api/jobs', stranger)).body).total).toBe(0);
    const draft = (await post('/api/estimates', { clientId, issueDate: '2026-11-29', validUntil: '2026-12-29', currency: 'USD', lines: [{ description: 'Paint', quantity: '1', unitPrice: 1000 }] })).body;
    const answer = await get(`/api/jobs/${draft.id}`);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('There is no job here: a job starts when its estimate is accepted.');
    expect((await get('/api/jobs/not-an-id')).status).toBe(404);
  });
});
