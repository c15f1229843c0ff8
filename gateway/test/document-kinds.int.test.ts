import { DOCUMENT_KIND_REGISTRY, DOCUMENT_KINDS, type DocumentKind } from '@ledgerline/contracts';
import { addClient, addInvoice, SETUP_TIMEOUT_MS, signUp, type Member } from './support/business.ts';
import { addAcceptedEstimate, addChangeOrder, addEstimate } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/*
 * What every document kind answers the same way, once per mechanism with a table of the kinds:
 * another account's id, sending (which gives the public link), the client's page and PDF through
 * that link, and the link's rotation and revocation.
 */

let t: TestApp;
let owner: Member;
let stranger: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  stranger = await signUp(t);
  clientId = await addClient(t, owner);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** A new document of each kind that can be sent: drafts, and a credit note (issued when made) of a sent invoice. */
const documents: Record<DocumentKind, () => Promise<string>> = {
  invoice: async () => (await addInvoice(t, owner, clientId)).id,
  estimate: async () => (await addEstimate(t, owner, clientId)).id,
  change_order: async () => (await addChangeOrder(t, owner, (await addAcceptedEstimate(t, owner, clientId)).id)).id,
  credit_note: async () => {
    const invoice = await addInvoice(t, owner, clientId);
    await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send();
    const created = await owner.as(t.request().post('/api/credit-notes')).send({ invoiceId: invoice.id, issueDate: '2026-11-02', reason: 'Returned' });
    return created.body.id as string;
  },
};

const publicPathOf = (kind: DocumentKind, publicUrl: string) => `/api/public/${DOCUMENT_KIND_REGISTRY[kind].apiCollection}/${new URL(publicUrl).pathname.split('/').at(-1)}`;

describe.each(DOCUMENT_KINDS)('a %s', (kind) => {
  const collection = `/api/${DOCUMENT_KIND_REGISTRY[kind].apiCollection}`;

  it('is another account\u2019s 404, to read, send or link', async () => {
    const id = await documents[kind]();
    expect((await stranger.as(t.request().get(`${collection}/${id}`))).status).toBe(404);
    expect((await stranger.as(t.request().post(`${collection}/${id}/send`)).send()).status).toBe(404);
    expect((await stranger.as(t.request().post(`${collection}/${id}/link`)).send({ action: 'rotate' })).status).toBe(404);
  });

  it('is sent with a link that opens it and its PDF for the client; a new link closes the old one, and turning it off closes both', async () => {
    const id = await documents[kind]();
    const sent = await owner.as(t.request().post(`${collection}/${id}/send`)).send();
    expect(sent.status).toBe(200);
    expect(sent.body.sentAt).toEqual(expect.any(String));
    const first = publicPathOf(kind, sent.body.publicUrl);
    expect((await t.request().get(first)).status).toBe(200);
    const pdf = await t.request().get(`${first}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const rotated = await owner.as(t.request().post(`${collection}/${id}/link`)).send({ action: 'rotate' });
    const second = publicPathOf(kind, rotated.body.publicUrl);
    expect(second).not.toBe(first);
    expect((await t.request().get(first)).status).toBe(404);
    expect((await t.request().get(second)).status).toBe(200);

    expect((await owner.as(t.request().post(`${collection}/${id}/link`)).send({ action: 'revoke' })).body.publicUrl).toBeNull();
    expect((await t.request().get(second)).body.message).toBe(`This link does not lead to ${DOCUMENT_KIND_REGISTRY[kind].article}. It may have been turned off; ask the sender for a new one.`);
  });
});
