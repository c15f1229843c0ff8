import { publicChangeOrderSchema, publicCreditNoteSchema, publicEstimateSchema, publicInvoiceSchema } from '@ledgerline/contracts';
import { pdfText } from '@ledgerline/documents/test-support/pdf-text.ts';
import { addClient, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { binary } from './support/client-copies.ts';
import { addAcceptedEstimate, addSentChangeOrder, publicApiPath } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const SITE = { line1: '12 Elm Street', line2: '', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US' };
const JOB = { title: 'Ortega bathroom remodel', siteAddress: SITE };

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const publicOf = async (publicUrl: string) => (await t.request().get(publicApiPath(publicUrl))).body;
const pdfOf = async (publicUrl: string) => {
  const response = await binary(t.request().get(`${publicApiPath(publicUrl)}/pdf`));
  expect(response.status).toBe(200);
  return (await pdfText(new Uint8Array(response.body as Buffer))).replace(/\s+/g, ' ');
};
const sent = async (path: string) => {
  const response = await owner.as(t.request().post(`${path}/send`)).send();
  expect(response.status).toBe(200);
  return response.body as { publicUrl: string };
};

describe('the job of an accepted estimate', () => {
  it('prints its title and site on the estimate, its change orders, its invoices and their credit notes, on the page and in the PDF', async () => {
    const clientId = await addClient(t, owner);
    const estimate = await addAcceptedEstimate(t, owner, clientId, { jobTitle: JOB.title, siteAddress: SITE });
    expect(estimate).toMatchObject({ jobTitle: JOB.title, siteAddress: SITE });
    const changeOrder = await addSentChangeOrder(t, owner, estimate.id);
    const converted = await owner.as(t.request().post(`/api/estimates/${estimate.id}/convert`)).send({ mode: 'full' });
    expect(converted.status).toBe(201);
    const invoice = await sent(`/api/invoices/${converted.body.id}`);
    const issued = await owner.as(t.request().post('/api/credit-notes')).send({ invoiceId: converted.body.id, issueDate: converted.body.issueDate, reason: 'Tile returned' });
    expect(issued.status).toBe(201);
    const creditNote = await sent(`/api/credit-notes/${issued.body.id}`);

    expect(publicEstimateSchema.parse(await publicOf(estimate.publicUrl))).toMatchObject({ jobTitle: JOB.title, siteAddress: SITE });
    expect(publicChangeOrderSchema.parse(await publicOf(changeOrder.publicUrl)).jobSite).toEqual(JOB);
    expect(publicInvoiceSchema.parse(await publicOf(invoice.publicUrl)).jobSite).toEqual(JOB);
    expect(publicCreditNoteSchema.parse(await publicOf(creditNote.publicUrl)).jobSite).toEqual(JOB);
    for (const publicUrl of [estimate.publicUrl, changeOrder.publicUrl, invoice.publicUrl, creditNote.publicUrl]) {
      const text = await pdfOf(publicUrl);
      expect(text).toContain(`JOB ${JOB.title}`);
      expect(text).toContain('12 Elm Street');
    }
  }, 60_000);

  it('leaves an invoice written directly without a job', async () => {
    const clientId = await addClient(t, owner);
    const created = await owner.as(t.request().post('/api/invoices')).send({ clientId, issueDate: '2026-11-02', dueDate: '2026-12-02', currency: 'USD', lines: [{ description: 'Repair', quantity: '1', unitPrice: 10000 }] });
    const invoice = await sent(`/api/invoices/${created.body.id}`);
    expect(publicInvoiceSchema.parse(await publicOf(invoice.publicUrl)).jobSite).toBeNull();
  });
});
