import { invoiceSchema, jobProgressSchema, mailListSchema, mailMessageSchema, payApplicationSchema, publicPayApplicationSchema, type Invoice, type JobProgress } from '@ledgerline/contracts';
import { pdfText } from '@ledgerline/documents/test-support/pdf-text.ts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addSentChangeOrder, approveChangeOrder } from './support/estimates.ts';
import { taxesById } from './support/taxes.ts';
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

const GOLDEN_LINES = [
  { description: 'Site work', quantity: '1', unitPrice: 2_000_000 },
  { description: 'Framing', quantity: '1', unitPrice: 5_000_000 },
  { description: 'Finishes', quantity: '1', unitPrice: 3_000_000 },
];

const api = (method: 'get' | 'post' | 'put', path: string, body?: object) => owner.as(t.request()[method](`/api/estimates${path}`)).send(body);
const progressOf = async (id: string): Promise<JobProgress> => jobProgressSchema.parse((await api('get', `/${id}/progress`)).body);
const keyOf = (progress: JobProgress, description: string) => progress.schedule.find((line) => line.description === description)!.key;

/** A PDF the owner downloads (or, by its public link, anyone), as its text on one line. */
async function pdfOf(path: string, { signedOut = false } = {}): Promise<string> {
  const request = signedOut ? t.request().get(path) : owner.as(t.request().get(path));
  const response = await request.buffer(true).parse((answer, done) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(response.headers['content-type']).toBe('application/pdf');
  return (await pdfText(new Uint8Array(response.body as Buffer))).replace(/\s+/g, ' ');
}

async function saveApplication(id: string, periodTo: string, lines: object[], sequence?: number) {
  const response = sequence === undefined ? await api('post', `/${id}/pay-applications`, { periodTo, lines }) : await api('put', `/${id}/pay-applications/${sequence}`, { periodTo, lines });
  return response;
}

async function invoiceApplication(id: string, sequence: number): Promise<Invoice> {
  const response = await api('post', `/${id}/pay-applications/${sequence}/invoice`);
  expect(response.status).toBe(201);
  return invoiceSchema.parse(response.body);
}

/** An accepted estimate for the golden job (A 20,000, B 50,000, C 30,000; no tax, no deposit) with 10 % retainage on work and stored materials. */
async function goldenJob() {
  const estimate = await addAcceptedEstimate(t, owner, clientId, { lines: GOLDEN_LINES, deposit: null, jobTitle: 'Ortega bathroom remodel' });
  expect((await api('put', `/${estimate.id}/retainage`, { workRate: '10', storedRate: '10' })).status).toBe(200);
  return estimate as { id: string; number: string };
}

describe('the golden job, billed in three applications and a release', () => {
  it('bills 31,500, 27,000 and 38,700 and releases 10,800: 108,000 in all, the contract to date', async () => {
    const estimate = await goldenJob();
    let progress = await progressOf(estimate.id);
    expect(progress.schedule.map((line) => [line.description, line.scheduledValue])).toEqual([['Site work', 2_000_000], ['Framing', 5_000_000], ['Finishes', 3_000_000]]);
    const [A, B, C] = ['Site work', 'Framing', 'Finishes'].map((description) => keyOf(progress, description));

    // Application 1: A 100 %, B 10,000 installed and 5,000 stored.
    expect((await saveApplication(estimate.id, '2027-01-31', [{ key: A, percentComplete: '100' }, { key: B, workThisPeriod: 1_000_000, materialsStored: 500_000 }])).status).toBe(201);
    const first = await invoiceApplication(estimate.id, 1);
    expect(first.total).toBe(3_150_000);
    expect(first.lines.map((line) => [line.description, line.unitPrice])).toEqual([['Site work', 2_000_000], ['Framing', 1_500_000], ['Less retainage held (10 %)', -350_000]]);
    expect(first.layout).toEqual({ discountLines: null, sections: [{ title: `Estimate ${estimate.number}`, lines: 2 }, { title: 'Retainage', lines: 1 }] });
    // Its lines are the application's: a draft as it is, it takes notes but not other lines, and is not voided.
    const body = { ...first, clientId, exchangeRate: null, lines: first.lines.map(({ description, quantity, unitPrice, unit, taxes, discount }) => ({ description, quantity, unitPrice, unit, taxes, discount })) };
    const edited = await owner.as(t.request().put(`/api/invoices/${first.id}`)).send({ ...body, lines: body.lines.slice(0, 2) });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe(`Invoice ${first.number} bills pay application 1 of its job, so its lines stay as the job recorded them. Correct it on the next pay application, or with a credit note once it is issued.`);
    expect((await owner.as(t.request().put(`/api/invoices/${first.id}`)).send({ ...body, notes: 'Thank you.' })).status).toBe(200);
    expect((await owner.as(t.request().post(`/api/invoices/${first.id}/void`)).send({})).body.code).toBe('billed_by_job');

    // Change order 1 adds the deck (D, 8,000), approved before application 2.
    const changeOrder = await addSentChangeOrder(t, owner, estimate.id, { lines: [{ description: 'Deck', quantity: '1', unitPrice: 800_000 }] });
    await approveChangeOrder(t, changeOrder.publicUrl);
    progress = await progressOf(estimate.id);
    const D = keyOf(progress, 'Deck');
    expect(progress.schedule.at(-1)).toMatchObject({ source: changeOrder.number, scheduledValue: 800_000 });

    // Application 2: the stored 5,000 installed and 20,000 more on B (25,000 this period), C 6,000, D 4,000.
    await saveApplication(estimate.id, '2027-02-28', [{ key: B, workThisPeriod: 2_500_000 }, { key: C, workThisPeriod: 600_000 }, { key: D, workThisPeriod: 400_000 }]);
    const second = await invoiceApplication(estimate.id, 2);
    expect(second.total).toBe(2_700_000);
    expect(second.layout.sections).toEqual([
      { title: `Estimate ${estimate.number}`, lines: 2 },
      { title: `Change order ${changeOrder.number}`, lines: 1 },
      { title: 'Retainage', lines: 1 },
    ]);

    // Application 3: every line 100 %.
    await saveApplication(estimate.id, '2027-03-31', [A, B, C, D].map((key) => ({ key, percentComplete: '100' })));
    const third = await invoiceApplication(estimate.id, 3);
    expect(third.total).toBe(3_870_000);

    progress = await progressOf(estimate.id);
    expect(progress.applications.map((application) => application.summary.retainageToDate)).toEqual([350_000, 650_000, 1_080_000]);
    expect(progress.applications.map((application) => application.summary.completedToDate)).toEqual([3_500_000, 6_500_000, 10_800_000]);
    expect(progress.applications.map((application) => application.invoice?.number)).toEqual([first.number, second.number, third.number]);
    expect(progress.applications[1]!.lines).toEqual([]);
    const secondSheet = payApplicationSchema.parse((await api('get', `/${estimate.id}/pay-applications/2`)).body);
    const framing = secondSheet.lines.find((line) => line.key === B);
    expect(framing).toMatchObject({ previousWork: 1_000_000, workThisPeriod: 2_500_000, completedToDate: 3_500_000, percentComplete: 7000, balanceToFinish: 1_500_000 });
    expect(progress.retainageHeld).toBe(1_080_000);

    // Its PDF: the summary page and the continuation sheet, line B as above.
    const printed = await pdfOf(`/api/estimates/${estimate.id}/pay-applications/2/pdf`);
    expect(printed).toContain('Application for payment No. 2');
    expect(printed).toContain('Contract sum to date $108,000.00');
    expect(printed).toContain('Payment due this application $27,000.00');
    expect(printed).toContain('Continuation sheet');
    expect(printed).toContain('2 Framing $50,000.00 $10,000.00 $25,000.00 $0.00 $35,000.00 70 % $15,000.00 $3,500.00');
    // The application's invoice, as the client receives it, carries the same summary and sheet.
    const invoicePrinted = await pdfOf(`/api/invoices/${second.id}/pdf`);
    expect(invoicePrinted).toContain('Payment due this application $27,000.00');
    expect(invoicePrinted).toContain('2 Framing $50,000.00 $10,000.00 $25,000.00 $0.00 $35,000.00 70 % $15,000.00 $3,500.00');
    expect((await owner.as(t.request().get(`/api/estimates/${estimate.id}/pay-applications/9/pdf`))).status).toBe(404);

    const releaseResponse = await api('post', `/${estimate.id}/retainage-releases`, { amount: 1_080_000 });
    expect(releaseResponse.status).toBe(201);
    const release = invoiceSchema.parse(releaseResponse.body);
    expect(release.total).toBe(1_080_000);
    expect(release.lines.map((line) => line.description)).toEqual(['Release of retainage held on pay applications 1–3']);
    expect(first.total + second.total + third.total + release.total).toBe(10_800_000);
    expect((await progressOf(estimate.id)).retainageHeld).toBe(0);
    const owned = (await api('get', `/${estimate.id}`)).body;
    expect(owned.status).toBe('invoiced');
    expect(owned.invoices.map((invoice: { role: string }) => invoice.role)).toEqual(['pay_application', 'pay_application', 'pay_application', 'retainage_release']);
  });
});

describe('a taxed job billed in stages', () => {
  it('adds up, deposit, draws and the release, to the contract to date to the unit, tax by tax; a draw’s credit note takes back its taxes as charged', async () => {
    const tax = { id: 'tax', name: 'Sales tax', rate: '8.25' };
    const city = { id: 'city', name: 'City tax', rate: '1.375' };
    const estimate = await addAcceptedEstimate(t, owner, clientId, {
      lines: [
        { description: 'Site work', quantity: '1', unitPrice: 1_234_567, taxes: [tax] },
        { description: 'Framing', quantity: '3', unitPrice: 1_111_111, taxes: [tax, city] },
        { description: 'Permits', quantity: '1', unitPrice: 98_765 },
      ],
      discount: { type: 'percent', value: '3.5' },
      deposit: { type: 'percent', value: '10' },
    });
    const deposit = invoiceSchema.parse((await api('post', `/${estimate.id}/convert`, { mode: 'deposit' })).body);
    const changeOrder = await addSentChangeOrder(t, owner, estimate.id, { lines: [{ description: 'Deck', quantity: '1', unitPrice: 777_777, taxes: [tax] }] });
    await approveChangeOrder(t, changeOrder.publicUrl);
    expect((await api('put', `/${estimate.id}/retainage`, { workRate: '7.5', storedRate: '10' })).status).toBe(200);
    const keys = (await progressOf(estimate.id)).schedule.map((line) => line.key);
    const invoices: Invoice[] = [];
    const periods: object[][] = [
      keys.map((key) => ({ key, percentComplete: '33.33' })),
      keys.map((key, index) => ({ key, percentComplete: ['61.7', '49.99', '100', '12.5'][index] })),
      keys.map((key) => ({ key, percentComplete: '100' })),
    ];
    for (const [index, lines] of periods.entries()) {
      expect((await saveApplication(estimate.id, `2027-0${index + 1}-28`, lines)).status).toBe(201);
      invoices.push(await invoiceApplication(estimate.id, index + 1));
    }
    const { retainageHeld } = await progressOf(estimate.id);
    invoices.push(invoiceSchema.parse((await api('post', `/${estimate.id}/retainage-releases`, { amount: retainageHeld })).body));

    const contract = [estimate, changeOrder];
    const billed = [deposit, ...invoices];
    expect(billed.reduce((sum, invoice) => sum + invoice.total, 0)).toBe(estimate.total + changeOrder.totals.total);
    expect(Object.keys(taxesById(contract))).toEqual(['tax', 'city']);
    expect(taxesById(billed)).toEqual(taxesById(contract));
    // A credit note of a draw takes back exactly what it billed, taxes as charged.
    const draw = invoices[1]!;
    await owner.as(t.request().post(`/api/invoices/${draw.id}/send`)).send().expect(200);
    const credit = await owner.as(t.request().post('/api/credit-notes')).send({ invoiceId: draw.id, issueDate: draw.issueDate, reason: 'Re-issued', lines: null, remainder: 'client_credit' });
    expect(credit.status).toBe(201);
    expect([credit.body.total, credit.body.totals.taxes]).toEqual([draw.total, draw.totals.taxes]);
  });
});

describe('the client certifies an application on its public link', () => {
  const publicPath = (url: string) => `/api/public/pay-applications/${new URL(url).pathname.split('/').at(-1)}`;

  it('certifies less than asked, signed: the invoice bills what was certified and the rest carries to the next period', async () => {
    const estimate = await goldenJob();
    const progress = await progressOf(estimate.id);
    const [A, B] = ['Site work', 'Framing'].map((description) => keyOf(progress, description));
    await saveApplication(estimate.id, '2027-01-31', [{ key: A, percentComplete: '100' }, { key: B, workThisPeriod: 1_000_000, materialsStored: 500_000 }]);

    const submitted = jobProgressSchema.parse((await api('post', `/${estimate.id}/pay-applications/1/submit`)).body).applications[0]!;
    expect(submitted.status).toBe('submitted');
    expect(submitted.publicUrl).toMatch(/\/view\/pay-application\/[A-Za-z0-9_-]{43}$/);
    const path = publicPath(submitted.publicUrl!);
    const mail = mailListSchema.parse((await owner.as(t.request().get('/api/mail?pageSize=100'))).body).items.filter((message) => message.subject === 'Pay application 1 for Ortega bathroom remodel: please certify');
    expect(mail.map((message) => message.to)).toEqual([['ortega@client.example']]);
    const emailed = mailMessageSchema.parse((await owner.as(t.request().get(`/api/mail/${mail[0]!.id}`))).body);
    expect(emailed.text).toContain(submitted.publicUrl);
    expect(emailed.text).toContain('$31,500.00 is due on it');
    expect((await api('put', `/${estimate.id}/pay-applications/1`, { periodTo: '2027-01-31', lines: [] })).status).toBe(409);
    expect((await api('post', `/${estimate.id}/pay-applications`, { periodTo: '2027-02-28', lines: [] })).body.message).toBe('Pay application 1 is waiting for the client to certify it. Invoice it before starting the next.');

    const shown = publicPayApplicationSchema.parse((await t.request().get(path)).body);
    expect(shown).toMatchObject({ sequence: 1, status: 'submitted', jobTitle: 'Ortega bathroom remodel', client: { name: 'Ortega Family Trust' }, certification: null });
    expect(shown.summary.paymentDue).toBe(3_150_000);

    const certify = (body: object) => t.request().post(`${path}/certify`).set('User-Agent', 'Client phone').send({ name: 'Rosa Ortega', consent: true, ...body });
    const tooMuch = await certify({ lines: [{ key: B, workThisPeriod: 1_200_000, materialsStored: 500_000 }] });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe('“Framing”: certify at most $10,000.00 of work this period, what was asked.');
    const certified = publicPayApplicationSchema.parse((await certify({ lines: [{ key: B, workThisPeriod: 500_000, materialsStored: 500_000 }] })).body);
    expect(certified.status).toBe('certified');
    expect(certified.summary.paymentDue).toBe(2_700_000);
    expect(certified.certification).toMatchObject({ name: 'Rosa Ortega', requestedPaymentDue: 3_150_000, certifiedPaymentDue: 2_700_000 });
    expect((await certify({ lines: [] })).status).toBe(409);

    const owned = (await progressOf(estimate.id)).applications[0]!;
    expect(owned.certification).toMatchObject({ name: 'Rosa Ortega', requestedPaymentDue: 3_150_000, certifiedPaymentDue: 2_700_000 });
    expect(await pdfOf(`${path}/pdf`, { signedOut: true })).toContain('Certified by Rosa Ortega');
    const invoice = await invoiceApplication(estimate.id, 1);
    expect(invoice.total).toBe(2_700_000);
    expect(await pdfOf(`/api/estimates/${estimate.id}/pay-applications/1/pdf`)).toContain('for $27,000.00 of the $31,500.00 asked.');
    expect(invoice.lines.map((line) => [line.description, line.unitPrice])).toEqual([['Site work', 2_000_000], ['Framing', 1_000_000], ['Less retainage held (10 %)', -300_000]]);

    // The 5,000 of framing left out carries: application 2 starts from 5,000 done (and 5,000 stored), so 30 % is 10,000 more.
    await saveApplication(estimate.id, '2027-02-28', [{ key: B, percentComplete: '30' }]);
    const next = (await progressOf(estimate.id)).applications[1]!;
    expect(next.lines.find((line) => line.key === B)).toMatchObject({ previousWork: 500_000, workThisPeriod: 1_000_000, materialsStored: 0 });
    expect(publicPayApplicationSchema.parse((await t.request().get(path)).body).status).toBe('invoiced');
  });

  it('opens nothing for an unknown token or a draft, and answers the same link when submitted twice', async () => {
    const estimate = await goldenJob();
    const A = keyOf(await progressOf(estimate.id), 'Site work');
    expect((await api('post', `/${estimate.id}/pay-applications/1/submit`)).status).toBe(404);
    await saveApplication(estimate.id, '2027-01-31', [{ key: A, percentComplete: '50' }]);
    expect((await progressOf(estimate.id)).applications[0]!.publicUrl).toBeNull();
    const first = jobProgressSchema.parse((await api('post', `/${estimate.id}/pay-applications/1/submit`)).body).applications[0]!.publicUrl;
    const again = jobProgressSchema.parse((await api('post', `/${estimate.id}/pay-applications/1/submit`)).body).applications[0]!.publicUrl;
    expect(again).toBe(first);
    const unknown = await t.request().get(`/api/public/pay-applications/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This link does not lead to a pay application. It may have been withdrawn; ask the sender for a new one.');
    expect((await t.request().get(`/api/public/pay-applications/${'x'.repeat(43)}/pdf`)).status).toBe(404);
    expect((await t.request().post(`/api/public/pay-applications/short/certify`).send({ name: 'Rosa Ortega', consent: true, lines: [] })).status).toBe(404);
    expect((await t.request().post(`${publicPath(first!)}/certify`).send({ name: 'R', consent: true, lines: [] })).status).toBe(400);
  });
});

describe('what a pay application refuses', () => {
  it('a line past its scheduled value, naming it; a second draft; a change once invoiced; other billing of the job', async () => {
    const estimate = await goldenJob();
    const progress = await progressOf(estimate.id);
    const [A, B] = ['Site work', 'Framing'].map((description) => keyOf(progress, description));

    const over = await saveApplication(estimate.id, '2027-01-31', [{ key: B, workThisPeriod: 4_800_000, materialsStored: 300_000 }]);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('“Framing” would come to $51,000.00 completed and stored, more than its scheduled value of $50,000.00. Bill the rest through a change order.');
    expect((await progressOf(estimate.id)).applications).toEqual([]);

    expect((await saveApplication(estimate.id, '2027-01-31', [{ key: A, workThisPeriod: 1_000_000 }])).status).toBe(201);
    expect((await saveApplication(estimate.id, '2027-02-28', [{ key: A, workThisPeriod: 1_000_000 }])).body.code).toBe('draft_open');
    expect((await saveApplication(estimate.id, '2027-01-31', [{ key: A, workThisPeriod: 1_500_000 }], 1)).status).toBe(200);
    await invoiceApplication(estimate.id, 1);
    // Asked again, the invoice it made.
    expect((await api('post', `/${estimate.id}/pay-applications/1/invoice`)).status).toBe(200);
    expect((await saveApplication(estimate.id, '2027-01-31', [{ key: A, workThisPeriod: 100 }], 1)).body.code).toBe('pay_application_locked');
    expect((await saveApplication(estimate.id, '2027-01-15', [{ key: A, workThisPeriod: 100 }])).status).toBe(422);
    expect((await api('put', `/${estimate.id}/retainage`, { workRate: '5', storedRate: '5' })).body.code).toBe('retainage_fixed');
    expect((await api('post', `/${estimate.id}/convert`, { mode: 'final' })).body.code).toBe('billed_in_stages');
    expect((await api('post', `/${estimate.id}/retainage-releases`, { amount: 1_000_000 })).status).toBe(422);
  });

  it('answers 404 to another account, and 409 on an estimate not accepted', async () => {
    const estimate = await goldenJob();
    const stranger = await signUp(t);
    expect((await stranger.as(t.request().get(`/api/estimates/${estimate.id}/progress`))).status).toBe(404);
    expect((await stranger.as(t.request().post(`/api/estimates/${estimate.id}/pay-applications`)).send({ periodTo: '2027-01-31', lines: [] })).status).toBe(404);
    const draft = (await owner.as(t.request().post('/api/estimates')).send({ clientId, issueDate: '2026-11-29', validUntil: '2026-12-29', currency: 'USD', lines: GOLDEN_LINES })).body;
    expect((await api('post', `/${draft.id}/pay-applications`, { periodTo: '2027-01-31', lines: [] })).body.code).toBe('not_accepted');
  });
});

describe('deposits on a job billed in stages', () => {
  it('deducts the deposit on the first application that covers it, taxes and all', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId, { lines: GOLDEN_LINES.map((line) => ({ ...line, taxes: [{ id: 'tax', name: 'Sales tax', rate: '8.25' }] })), deposit: { type: 'percent', value: '10' } });
    const deposit = invoiceSchema.parse((await api('post', `/${estimate.id}/convert`, { mode: 'deposit' })).body);
    const progress = await progressOf(estimate.id);
    const A = keyOf(progress, 'Site work');
    await saveApplication(estimate.id, '2027-01-31', [{ key: A, percentComplete: '100' }]);
    const first = await invoiceApplication(estimate.id, 1);
    expect(first.lines.at(-1)).toMatchObject({ description: `Less deposit ${deposit.number}`, unitPrice: -1_000_000 });
    expect(first.layout.sections.at(-1)).toEqual({ title: 'Less previous', lines: 1 });
    // 20,000 earned, no retainage, less the 10,000 deposit: tax on the earned amount, less the deposit's tax.
    expect(first.totals.subtotal).toBe(1_000_000);
    expect(first.total).toBe(2_165_000 - deposit.total);
    expect((await api('post', `/${estimate.id}/convert`, { mode: 'deposit', depositsBefore: 1 })).body.code).toBe('billed_in_stages');
  });
});
