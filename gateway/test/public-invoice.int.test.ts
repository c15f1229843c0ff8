import { publicInvoiceSchema, searchResponseSchema } from '@ledgerline/contracts';
import { addClient, addInvoice, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  clientId = await addClient(t, owner, { name: 'Harbor View Dental', company: 'Harbor View', email: 'office@harbor.example' });
  await owner.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD', paymentInstructions: 'Pay by bank transfer.' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** The path part of a publicUrl, to request it from the test server. */
const pathOf = (publicUrl: string) => new URL(publicUrl).pathname.replace('/view/invoice/', '/api/public/invoices/');
const send = async (id: string) => (await owner.as(t.request().post(`/api/invoices/${id}/send`)).send()).body;
const withoutRequestId = ({ requestId: _ignored, ...body }: Record<string, unknown>) => body;

function expectPublicHeaders(response: { headers: Record<string, string> }) {
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('GET /api/public/invoices/:token', () => {
  it('shows a sent invoice to anyone with the link, without row ids or internal activity', async () => {
    const invoice = await addInvoice(t, owner, clientId, { notes: 'Thanks!' });
    const sent = await send(invoice.id);
    expect(sent.publicUrl).toMatch(new RegExp(`^${t.origin}/view/invoice/[A-Za-z0-9_-]{43}$`));
    const token = new URL(sent.publicUrl).pathname.split('/').at(-1) ?? '';
    expect(token).not.toContain(invoice.id);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const response = await t.request().get(pathOf(sent.publicUrl));
    expect(response.status).toBe(200);
    expectPublicHeaders(response);
    const body = publicInvoiceSchema.strict().parse(response.body);
    expect(body).toMatchObject({
      business: { name: 'Northside Carpentry' },
      client: { name: 'Harbor View Dental', company: 'Harbor View' },
      number: invoice.number,
      status: 'sent',
      totals: invoice.totals,
      balance: invoice.total,
      notes: 'Thanks!',
      paymentInstructions: 'Pay by bank transfer.',
    });
    expect(JSON.stringify(body)).not.toContain(invoice.id);
  });

  it('answers draft, revoked, voided-and-revoked, unknown and malformed tokens with one identical 404', async () => {
    const draft = await addInvoice(t, owner, clientId);
    // A draft has no link; give it one by rotating, to prove drafts are never shown.
    const draftLink = (await owner.as(t.request().post(`/api/invoices/${draft.id}/link`)).send({ action: 'rotate' })).body.publicUrl;
    const revoked = await send((await addInvoice(t, owner, clientId)).id);
    await owner.as(t.request().post(`/api/invoices/${revoked.id}/link`)).send({ action: 'revoke' });
    const voided = await send((await addInvoice(t, owner, clientId)).id);
    await owner.as(t.request().post(`/api/invoices/${voided.id}/void`)).send();
    const voidedStillLinked = await t.request().get(pathOf(voided.publicUrl));
    expect(voidedStillLinked.body.status).toBe('void');
    await owner.as(t.request().post(`/api/invoices/${voided.id}/link`)).send({ action: 'revoke' });

    const paths = [
      pathOf(draftLink),
      pathOf(revoked.publicUrl),
      pathOf(voided.publicUrl),
      `/api/public/invoices/${'A'.repeat(43)}`,
      '/api/public/invoices/short',
      `/api/public/invoices/${draft.id}`,
    ];
    const bodies = [];
    for (const path of paths) {
      const response = await t.request().get(path);
      expect(response.status).toBe(404);
      expectPublicHeaders(response);
      bodies.push(withoutRequestId(response.body));
    }
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ code: 'link_not_found' });
  });

  it('records the first view by a visitor, but not an owner previewing', async () => {
    const sent = await send((await addInvoice(t, owner, clientId)).id);
    await owner.as(t.request().get(pathOf(sent.publicUrl))).expect(200);
    const afterPreview = (await owner.as(t.request().get(`/api/invoices/${sent.id}`))).body;
    expect(afterPreview.viewedAt).toBeNull();
    expect(afterPreview.activity.map((e: { type: string }) => e.type)).not.toContain('viewed');

    const stranger = await signUp(t);
    await stranger.as(t.request().get(pathOf(sent.publicUrl))).expect(200);
    await t.request().get(pathOf(sent.publicUrl)).expect(200);
    const viewed = (await owner.as(t.request().get(`/api/invoices/${sent.id}`))).body;
    expect(viewed.viewedAt).toEqual(expect.any(String));
    expect(viewed.activity.filter((e: { type: string }) => e.type === 'viewed')).toEqual([
      expect.objectContaining({ actor: null, summary: 'Viewed by the client through the public link' }),
    ]);
    // Recording the view does not make the owner's open copy stale.
    expect(viewed.version).toBe(sent.version);
  });
});

describe('GET /api/search', () => {
  it('finds clients by name and invoices by number or client, with the shell routes that open them', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const byName = searchResponseSchema.parse((await owner.as(t.request().get('/api/search?q=harbor'))).body);
    expect(byName.results).toContainEqual({
      type: 'client',
      id: clientId,
      title: 'Harbor View Dental',
      subtitle: 'Harbor View · office@harbor.example',
      status: 'active',
      overdue: false,
      match: 'client',
      path: `/clients/${clientId}`,
    });
    expect(byName.results.filter((r) => r.type === 'invoice').length).toBeGreaterThan(0);
    const byNumber = searchResponseSchema.parse((await owner.as(t.request().get(`/api/search?q=${invoice.number.toLowerCase()}`))).body);
    expect(byNumber.results).toContainEqual(expect.objectContaining({ type: 'invoice', id: invoice.id, title: invoice.number, path: `/invoices/edit/${invoice.id}` }));
  });

  it('shows nothing of another account, treats LIKE wildcards literally and refuses an empty query', async () => {
    const stranger = await signUp(t);
    expect((await stranger.as(t.request().get('/api/search?q=harbor'))).body).toEqual({ results: [] });
    expect((await owner.as(t.request().get('/api/search?q=%25'))).body).toEqual({ results: [] });
    expect((await owner.as(t.request().get('/api/search?q='))).status).toBe(400);
    expect((await t.request().get('/api/search?q=harbor')).status).toBe(401);
  });
});
