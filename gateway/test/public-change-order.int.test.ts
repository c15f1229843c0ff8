import { createHash } from 'node:crypto';
import { CONSENT_TEXT, notificationListSchema, publicChangeOrderSchema } from '@ledgerline/contracts';
import { scopeToAccount } from '../src/db/account-scope.ts';
import { changeOrderSignedContent } from '../src/modules/change-orders/change-order-signed-content.ts';
import { loadChangeOrderCore } from '../src/modules/change-orders/change-order-view.ts';
import { canonicalJson, contentHash } from '../src/modules/document-core/signature.ts';
import type { SignedParties } from '../src/modules/document-core/signed-parties.ts';
import { accountIdOf, addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { acceptance, addAcceptedEstimate, addChangeOrder, addSentChangeOrder, changeOrderBody, DRAWN_SIGNATURE, publicApiPath } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let estimate: { id: string; number: string; total: number };
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  const clientId = await addClient(t, owner, { name: 'Dana Whitfield', company: 'Whitfield Homes' });
  await owner.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD' });
  estimate = await addAcceptedEstimate(t, owner, clientId);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const approve = (publicUrl: string, body: object) => t.request().post(`${publicApiPath(publicUrl)}/approve`).set('User-Agent', 'SignerBrowser/1.0').send(body);
const decline = (publicUrl: string, body: object) => t.request().post(`${publicApiPath(publicUrl)}/decline`).send(body);
const notifications = async () => notificationListSchema.parse((await owner.as(t.request().get('/api/notifications'))).body).items;
const withoutRequestId = ({ requestId: _ignored, ...body }: Record<string, unknown>) => body;

describe('GET /api/public/change-orders/:token', () => {
  it('shows the sent change order with the job it changes, and records the first outside view', async () => {
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    const response = await t.request().get(publicApiPath(sent.publicUrl));
    expect(response.status).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const body = publicChangeOrderSchema.strict().parse(response.body);
    expect(body).toMatchObject({
      business: { name: 'Northside Carpentry' },
      client: { name: 'Dana Whitfield' },
      number: sent.number,
      revision: sent.revision,
      status: 'sent',
      estimateNumber: estimate.number,
      reason: 'Client asked for a second stair',
      costDelta: 129900,
      daysDelta: 2,
      signature: null,
      job: { originalValue: estimate.total, pendingChanges: expect.any(Number) },
    });
    expect(JSON.stringify(body)).not.toContain(sent.id);
    expect((await owner.as(t.request().get(`/api/change-orders/${sent.id}`))).body.viewedAt).not.toBeNull();
    expect((await notifications()).filter((n) => n.kind === 'change_order_viewed' && n.link === `/change-orders/edit/${sent.id}`)).toHaveLength(1);
  });

  it('answers a draft, a revoked, an unknown and a malformed token with one identical 404', async () => {
    const draft = await addChangeOrder(t, owner, estimate.id);
    const draftLink = (await owner.as(t.request().post(`/api/change-orders/${draft.id}/link`)).send({ action: 'rotate' })).body.publicUrl;
    const revoked = await addSentChangeOrder(t, owner, estimate.id);
    await owner.as(t.request().post(`/api/change-orders/${revoked.id}/link`)).send({ action: 'revoke' });
    const bodies = [];
    for (const path of [publicApiPath(draftLink), publicApiPath(revoked.publicUrl), `/api/public/change-orders/${'B'.repeat(43)}`, '/api/public/change-orders/x']) {
      const response = await t.request().get(path);
      expect(response.status).toBe(404);
      bodies.push(withoutRequestId(response.body));
    }
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ message: expect.stringContaining('does not lead to a change order') });
    expect((await approve(revoked.publicUrl, acceptance(1))).status).toBe(404);
  });
});

describe('POST /api/public/change-orders/:token/approve', () => {
  it('approves with the signature evidence: what was signed kept with its hash, which the stored change order gives again', async () => {
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    const response = await approve(sent.publicUrl, acceptance(sent.revision, { signature: DRAWN_SIGNATURE }));
    expect(response.status).toBe(200);
    const shown = publicChangeOrderSchema.strict().parse(response.body);
    expect(shown.status).toBe('approved');
    expect(shown.signature).toMatchObject({ name: 'Dana Whitfield', method: 'drawn', consentText: CONSENT_TEXT, revision: sent.revision });
    const owned = (await owner.as(t.request().get(`/api/change-orders/${sent.id}`))).body;
    expect(owned.signature).toMatchObject({ userAgent: 'SignerBrowser/1.0', contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(owned.activity[0]).toMatchObject({ type: 'approved', actor: null });
    expect((await notifications()).find((n) => n.kind === 'change_order_approved' && n.link === `/change-orders/edit/${sent.id}`)).toMatchObject({
      title: `Change order ${sent.number} was approved`,
      body: 'Dana Whitfield approved and signed it: $1,299.00.',
    });

    const em = t.db.orm.em.fork();
    scopeToAccount(em, await accountIdOf(t, owner));
    const core = await loadChangeOrderCore(em, sent.id);
    const signature = core.signature;
    if (!signature) throw new Error('no signature was recorded');
    expect(createHash('sha256').update(signature.signedContent).digest('hex')).toBe(signature.contentHash);
    const signed = JSON.parse(signature.signedContent) as SignedParties;
    expect(signed).toMatchObject({
      number: sent.number,
      estimateNumber: estimate.number,
      business: { name: 'Northside Carpentry' },
      client: { name: 'Dana Whitfield', company: 'Whitfield Homes' },
      costDelta: 129900,
      daysDelta: 2,
    });
    expect(canonicalJson(changeOrderSignedContent(core, signature.revision, signed))).toBe(signature.signedContent);
    await em.getConnection().execute(`update "change_order_line" set "quantity" = '2' where "change_order_id" = ?`, [sent.id]);
    const tampered = await loadChangeOrderCore(em.fork(), sent.id);
    expect(contentHash(changeOrderSignedContent(tampered, signature.revision, signed))).not.toBe(signature.contentHash);
  });

  it('answers 409 to a second approval and to a revision other than the one read, which only an edit moves', async () => {
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    // Sending it again and a new link are no new content: the client's page is not stale.
    const resent = await owner.as(t.request().post(`/api/change-orders/${sent.id}/send`)).send();
    expect(resent.body).toMatchObject({ revision: sent.revision, version: sent.version + 1 });
    const [first, second] = await Promise.all([approve(sent.publicUrl, acceptance(sent.revision)), approve(sent.publicUrl, acceptance(sent.revision))]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((response) => response.status === 409)?.body.message).toBe('This change order has already been approved.');

    const edited = await addSentChangeOrder(t, owner, estimate.id);
    const { estimateId: _estimate, ...body } = changeOrderBody(estimate.id, { daysDelta: 9 });
    await owner.as(t.request().put(`/api/change-orders/${edited.id}`)).send({ ...body, version: edited.version });
    const stale = await approve(edited.publicUrl, acceptance(edited.revision));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This change order has changed since you opened it. Reload the page to read it again, then answer.');
    expect((await approve(edited.publicUrl, acceptance(edited.revision + 1, { optionalLineIds: [edited.id] }))).status).toBe(422);
    expect((await approve(edited.publicUrl, acceptance(edited.revision + 1, { consent: false }))).status).toBe(400);
  });
});

describe('POST /api/public/change-orders/:token/decline', () => {
  it('declines with a reason and notifies the owner; no answer after', async () => {
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    expect((await decline(sent.publicUrl, {})).status).toBe(400);
    const declined = await decline(sent.publicUrl, { reason: 'Too expensive for now.' });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', closingReason: 'Too expensive for now.' });
    expect((await notifications()).find((n) => n.kind === 'change_order_declined' && n.link === `/change-orders/edit/${sent.id}`)).toMatchObject({
      body: 'Dana Whitfield declined it: Too expensive for now.',
    });
    expect((await approve(sent.publicUrl, acceptance(sent.revision))).body.message).toBe('This change order has already been declined.');
  });
});
