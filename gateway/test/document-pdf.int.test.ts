import { pdfText } from '@ledgerline/documents/test-support/pdf-text.ts';
import { planRules } from '../src/modules/billing/plan-rules.ts';
import { renderDocumentPdf } from '../src/modules/document-pdf/render-document-pdf.ts';
import { accountIdOf, addClient, addInvoice, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { binary } from './support/client-copies.ts';
import { addAcceptedEstimate, addSentChangeOrder, publicApiPath } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let stranger: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  [owner, stranger] = [await signUp(t), await signUp(t)];
  clientId = await addClient(t, owner, {
    name: 'Ольга <b>Петрова</b>',
    billingAddress: { line1: 'ul. Marszałkowska 1', city: 'Warszawa', postalCode: '00-001', country: 'Poland' },
  });
  const address = { line1: '1208 Cedar Street', line2: '', city: 'Austin', region: 'TX', postalCode: '78702', country: 'United States' };
  await owner.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', address });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const textOf = async (bytes: Buffer) => (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ');
const pageSize = (bytes: Buffer) => {
  const box = /\/MediaBox \[([^\]]+)\]/.exec(bytes.toString('latin1'))![1]!.trim().split(/\s+/);
  return `${Math.round(Number(box[2]))} × ${Math.round(Number(box[3]))}`;
};

describe('the document PDF on the server', () => {
  it('gives the owner and the client the same invoice PDF, with its verification code and public link, on US Letter', async () => {
    const invoice = await addInvoice(t, owner, clientId, { notes: 'Zapłać w ciągu 14 dni.' });
    const sent = (await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send()).body;
    const ownerCopy = await binary(owner.as(t.request().get(`/api/invoices/${invoice.id}/pdf`)));
    expect(ownerCopy.status).toBe(200);
    expect(ownerCopy.headers['content-type']).toBe('application/pdf');
    expect(ownerCopy.headers['content-disposition']).toBe(`attachment; filename="Invoice-${invoice.number}.pdf"`);

    const publicPath = new URL(sent.publicUrl).pathname.replace('/view/invoice/', '/api/public/invoices/');
    const clientCopy = await binary(t.request().get(`${publicPath}/pdf`));
    expect(clientCopy.status).toBe(200);
    expect(clientCopy.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(clientCopy.body, ownerCopy.body)).toBe(0);

    const mailed = await renderDocumentPdf(t.db.orm.em.fork(), planRules({ enabled: true }), await accountIdOf(t, owner), 'invoice', invoice.id, t.origin);
    expect(mailed.fileName).toBe(`Invoice-${invoice.number}.pdf`);
    expect(Buffer.compare(Buffer.from(mailed.bytes), ownerCopy.body)).toBe(0);

    const text = await textOf(ownerCopy.body);
    expect(text).toContain('Northside Carpentry');
    expect(text).toContain('Austin, TX 78702');
    expect(text.replace(/\s/g, '')).toContain('Ольга<b>Петрова</b>');
    expect(text.replace(/\s/g, '')).toContain('00-001Warszawa');
    expect(text).toMatch(/Verification code [0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}/);
    expect(text.replace(/\s/g, '')).toContain(sent.publicUrl);
    expect(pageSize(ownerCopy.body)).toBe('612 × 792');
  });

  it('lists each payment on the client’s page and the PDF, and marks the invoice PAID once nothing is due', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const sent = (await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send()).body;
    const pay = (amount: number, date: string, method: string, reference: string) =>
      owner.as(t.request().post(`/api/invoices/${invoice.id}/payments`)).send({ amount, date, method, reference });
    expect((await pay(1000, '2026-11-03', 'check', '1042')).status).toBe(201);
    const publicPath = new URL(sent.publicUrl).pathname.replace('/view/invoice/', '/api/public/invoices/');
    const partly = (await t.request().get(publicPath)).body;
    expect(partly.payments).toEqual([{ date: '2026-11-03', method: 'check', reference: '1042', amount: 1000 }]);
    expect(await textOf((await binary(t.request().get(`${publicPath}/pdf`))).body)).not.toContain('PAID');

    expect((await pay(partly.balance, '2026-11-10', 'bank_transfer', '')).status).toBe(201);
    const paid = await textOf((await binary(t.request().get(`${publicPath}/pdf`))).body);
    expect(paid).toContain('Paid PAID');
    expect(paid).toContain('PAYMENTS RECEIVED');
    expect(paid).toMatch(/Nov 3, 2026 · Check · 1042 \$10\.00/);
    expect(paid).toContain('Nov 10, 2026 · Bank transfer');
    expect(paid).toContain('Page 1 of 1');
  });

  it('prints on the account’s paper size once chosen, and answers it with the settings', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const settings = (await owner.as(t.request().get('/api/account/settings'))).body;
    expect(settings.paperSize).toBeNull();
    const saved = await owner.as(t.request().put('/api/account/settings')).send({ ...settings, paperSize: 'A4' });
    expect(saved.body.paperSize).toBe('A4');
    try {
      expect(pageSize((await binary(owner.as(t.request().get(`/api/invoices/${invoice.id}/pdf`)))).body)).toBe('595 × 842');
    } finally {
      await owner.as(t.request().put('/api/account/settings')).send({ ...settings, paperSize: null });
    }
    const refused = await owner.as(t.request().put('/api/account/settings')).send({ ...settings, paperSize: 'A3' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Choose A4 or US Letter.');
  });

  it('keeps the signature block on a signed estimate’s PDF and prints a sent change order', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const estimatePdf = await binary(owner.as(t.request().get(`/api/estimates/${estimate.id}/pdf`)));
    expect(estimatePdf.status).toBe(200);
    const text = await textOf(estimatePdf.body);
    expect(text).toContain('Accepted and signed electronically');
    expect(text).toContain('Signed by Dana Whitfield');
    expect(text).toContain(estimate.signature.contentHash);

    const changeOrder = await addSentChangeOrder(t, owner, estimate.id);
    const changeOrderPdf = await binary(t.request().get(`${publicApiPath(changeOrder.publicUrl)}/pdf`));
    expect(changeOrderPdf.status).toBe(200);
    expect(changeOrderPdf.headers['content-disposition']).toBe(`attachment; filename="Change-Order-${changeOrder.number}.pdf"`);
    expect(await textOf(changeOrderPdf.body)).toContain('New contract value $9,095.00');
  });

  it('answers each public page with the verification code its PDF prints', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const sent = (await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send()).body;
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const changeOrder = await addSentChangeOrder(t, owner, estimate.id);
    const invoicePath = new URL(sent.publicUrl).pathname.replace('/view/invoice/', '/api/public/invoices/');
    for (const path of [invoicePath, publicApiPath(estimate.publicUrl), publicApiPath(changeOrder.publicUrl)]) {
      const { verificationCode } = (await t.request().get(path)).body;
      expect(verificationCode).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
      expect(await textOf((await binary(t.request().get(`${path}/pdf`))).body)).toContain(`Verification code ${verificationCode}`);
    }
  });

  it('answers 404 for another account’s document, an id that is none and an unknown link', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    expect((await stranger.as(t.request().get(`/api/invoices/${invoice.id}/pdf`))).status).toBe(404);
    const unknown = await t.request().get(`/api/public/invoices/${'A'.repeat(43)}/pdf`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'link_not_found' });
    expect((await owner.as(t.request().get('/api/estimates/not-an-id/pdf'))).status).toBe(404);
  });
});

describe('the account\'s template in what the client gets', () => {
  it('prints the PDF, presents the public page and words the email with the account\'s default template for the kind', async () => {
    const copied = (await owner.as(t.request().post('/api/templates')).send({ design: 'bold' })).body;
    const { id, logoUrl: _logo, defaultFor: _defaults, updatedAt: _at, ...settings } = copied;
    const edited = {
      ...settings,
      labels: { invoice: 'Tax invoice' },
      emails: { ...settings.emails, invoice: { subject: 'Your bill {document.number}', body: 'Hello {client.name}' } },
    };
    expect((await owner.as(t.request().put(`/api/templates/${id}`)).send(edited)).status).toBe(200);
    expect((await owner.as(t.request().post(`/api/templates/${id}/default`)).send({ kind: 'invoice' })).status).toBe(200);

    const invoice = await addInvoice(t, owner, clientId);
    const pdf = await binary(owner.as(t.request().get(`/api/invoices/${invoice.id}/pdf`)));
    expect(await textOf(pdf.body)).toContain(`Tax invoice ${invoice.number}`);
    const sent = (await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send()).body;
    const publicPath = new URL(sent.publicUrl).pathname.replace('/view/invoice/', '/api/public/invoices/');
    const page = await t.request().get(publicPath);
    expect(page.body.look).toMatchObject({ template: { design: 'bold', labels: { invoice: 'Tax invoice' } }, paperSize: 'LETTER', logo: null });
    const draft = await owner.as(t.request().get(`/api/invoices/${invoice.id}/email`));
    expect(draft.body).toMatchObject({ subject: `Your bill ${invoice.number}`, message: 'Hello Ольга <b>Петрова</b>' });
  });
});
