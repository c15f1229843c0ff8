import { addDays, documentLinkSchema } from '@ledgerline/contracts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { addClient, addInvoice, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { acceptance, addAcceptedEstimate, addEstimate, addSentChangeOrder, sendEstimate } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let stranger: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  [owner, stranger] = [await signUp(t), await signUp(t)];
  clientId = await addClient(t, owner, { name: 'Dana Whitfield' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** The API path behind any kind's public page. */
const apiPathOf = (publicUrl: string) =>
  new URL(publicUrl).pathname
    .replace('/view/invoice/', '/api/public/invoices/')
    .replace('/view/estimate/', '/api/public/estimates/')
    .replace('/view/change-order/', '/api/public/change-orders/');
const withoutRequestId = ({ requestId: _ignored, ...body }: Record<string, unknown>) => body;
const yesterday = () => addDays(todayIso(), -1);

type Sent = { id: string; publicUrl: string };
const KINDS: { kind: string; resource: string; sent: () => Promise<Sent>; unknown: string }[] = [
  {
    kind: 'invoice',
    resource: 'invoices',
    sent: async () => (await owner.as(t.request().post(`/api/invoices/${(await addInvoice(t, owner, clientId)).id}/send`)).send()).body,
    unknown: `/api/public/invoices/${'A'.repeat(43)}`,
  },
  {
    kind: 'estimate',
    resource: 'estimates',
    sent: async () => sendEstimate(t, owner, (await addEstimate(t, owner, clientId)).id),
    unknown: `/api/public/estimates/${'A'.repeat(43)}`,
  },
  {
    kind: 'change order',
    resource: 'change-orders',
    sent: async () => addSentChangeOrder(t, owner, (await addAcceptedEstimate(t, owner, clientId)).id),
    unknown: `/api/public/change-orders/${'A'.repeat(43)}`,
  },
];

describe.each(KINDS)('the expiry of an $kind link', ({ resource, sent, unknown }) => {
  const link = (id: string, body: object, member = owner) => member.as(t.request().post(`/api/${resource}/${id}/link`)).send(body);

  it('answers an expired link exactly as an unknown token, and opens again once the expiry is cleared', async () => {
    const document = await sent();
    const expired = await link(document.id, { action: 'expire', expiresOn: yesterday() });
    expect(expired.status).toBe(200);
    expect(documentLinkSchema.strict().parse(expired.body)).toEqual({ publicUrl: document.publicUrl, publicLinkExpiresOn: yesterday() });
    expect((await owner.as(t.request().get(`/api/${resource}/${document.id}`))).body.publicLinkExpiresOn).toBe(yesterday());

    const [expiredAnswer, unknownAnswer] = [await t.request().get(apiPathOf(document.publicUrl)), await t.request().get(unknown)];
    expect(expiredAnswer.status).toBe(404);
    expect(expiredAnswer.headers['referrer-policy']).toBe('no-referrer');
    expect(withoutRequestId(expiredAnswer.body)).toEqual(withoutRequestId(unknownAnswer.body));

    expect((await link(document.id, { action: 'expire', expiresOn: todayIso() })).body.publicLinkExpiresOn).toBe(todayIso());
    expect((await t.request().get(apiPathOf(document.publicUrl))).status).toBe(200);
    expect((await link(document.id, { action: 'expire', expiresOn: null })).body).toEqual({ publicUrl: document.publicUrl, publicLinkExpiresOn: null });
    expect((await t.request().get(apiPathOf(document.publicUrl))).status).toBe(200);
  });

  it('refuses a bad date, a document without a link and another account\'s document', async () => {
    const document = await sent();
    expect((await link(document.id, { action: 'expire' })).status).toBe(400);
    const badDate = await link(document.id, { action: 'expire', expiresOn: 'next week' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toEqual(expect.any(String));
    expect((await link(document.id, { action: 'expire', expiresOn: yesterday() }, stranger)).status).toBe(404);
    expect((await owner.as(t.request().get(`/api/${resource}/${document.id}`))).body.publicLinkExpiresOn).toBeNull();

    await link(document.id, { action: 'revoke' });
    const unlinked = await link(document.id, { action: 'expire', expiresOn: yesterday() });
    expect(unlinked.status).toBe(409);
    expect(unlinked.body.message).toBe('This document has no public link to expire. Send it, or make a new link, first.');
  });
});

describe('answers through an expired link', () => {
  it('are refused with the same 404 as any bad token', async () => {
    const estimate = await sendEstimate(t, owner, (await addEstimate(t, owner, clientId)).id);
    await owner.as(t.request().post(`/api/estimates/${estimate.id}/link`)).send({ action: 'expire', expiresOn: yesterday() });
    const accepted = await t.request().post(`${apiPathOf(estimate.publicUrl)}/accept`).send(acceptance(estimate.revision));
    const declined = await t.request().post(`${apiPathOf(estimate.publicUrl)}/decline`).send({ reason: 'Late' });
    const unknown = await t.request().get(`/api/public/estimates/${'A'.repeat(43)}`);
    for (const answer of [accepted, declined]) {
      expect(answer.status).toBe(404);
      expect(withoutRequestId(answer.body)).toEqual(withoutRequestId(unknown.body));
    }
    expect((await owner.as(t.request().get(`/api/estimates/${estimate.id}`))).body.status).toBe('sent');
  });
});
