import { createHash } from 'node:crypto';
import { addDays, CONSENT_TEXT, notificationListSchema, publicEstimateSchema } from '@ledgerline/contracts';
import { scopeToAccount } from '../src/db/account-scope.ts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { canonicalJson, contentHash, findSignature } from '../src/modules/document-core/signature.ts';
import type { SignedParties } from '../src/modules/document-core/signed-parties.ts';
import { estimateSignedContent } from '../src/modules/estimates/estimate-signed-content.ts';
import { loadEstimateCore } from '../src/modules/estimates/estimate-view.ts';
import { accountIdOf, addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { acceptance, addEstimate, DRAWN_SIGNATURE, estimateBody, publicApiPath, sendEstimate } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  clientId = await addClient(t, owner, { name: 'Dana Whitfield', company: 'Whitfield Homes', email: 'dana@whitfield.example' });
  await owner.as(t.request().put('/api/account/settings')).send({ businessName: 'Northside Carpentry', currency: 'USD' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const withoutRequestId = ({ requestId: _ignored, ...body }: Record<string, unknown>) => body;
const sentEstimate = async (overrides: Record<string, unknown> = {}) => sendEstimate(t, owner, (await addEstimate(t, owner, clientId, overrides)).id);
const accept = (publicUrl: string, body: object) => t.request().post(`${publicApiPath(publicUrl)}/accept`).set('User-Agent', 'SignerBrowser/1.0').send(body);
const decline = (publicUrl: string, body: object) => t.request().post(`${publicApiPath(publicUrl)}/decline`).send(body);
const notifications = async () => notificationListSchema.parse((await owner.as(t.request().get('/api/notifications'))).body).items;

function expectPublicHeaders(response: { headers: Record<string, string> }) {
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('GET /api/public/estimates/:token', () => {
  it('shows the sent estimate to anyone with the link, optional lines with their ids to tick', async () => {
    const sent = await sentEstimate();
    const response = await t.request().get(publicApiPath(sent.publicUrl));
    expect(response.status).toBe(200);
    expectPublicHeaders(response);
    const body = publicEstimateSchema.strict().parse(response.body);
    expect(body).toMatchObject({
      business: { name: 'Northside Carpentry' },
      client: { name: 'Dana Whitfield', company: 'Whitfield Homes' },
      number: sent.number,
      revision: 1,
      status: 'sent',
      totals: sent.totals,
      depositAmount: sent.depositAmount,
      signature: null,
      job: null,
    });
    expect(body.lines.filter((line) => line.optional).map((line) => line.id)).toEqual([sent.lines[2].id]);
    expect(JSON.stringify(body)).not.toContain(sent.id);
  });

  it('answers draft, revoked, unknown and malformed tokens with one identical 404', async () => {
    const draft = await addEstimate(t, owner, clientId);
    const draftLink = (await owner.as(t.request().post(`/api/estimates/${draft.id}/link`)).send({ action: 'rotate' })).body.publicUrl;
    const revoked = await sentEstimate();
    await owner.as(t.request().post(`/api/estimates/${revoked.id}/link`)).send({ action: 'revoke' });
    const paths = [publicApiPath(draftLink), publicApiPath(revoked.publicUrl), `/api/public/estimates/${'A'.repeat(43)}`, '/api/public/estimates/short'];
    const bodies = [];
    for (const path of paths) {
      const response = await t.request().get(path);
      expect(response.status).toBe(404);
      expectPublicHeaders(response);
      bodies.push(withoutRequestId(response.body));
    }
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ code: 'link_not_found', message: expect.stringContaining('does not lead to an estimate') });
    expect((await accept(revoked.publicUrl, acceptance(1))).status).toBe(404);
    expect((await decline(revoked.publicUrl, { reason: 'Too late' })).status).toBe(404);
  });

  it("records the client's first view once, with a notification; the owner's preview does not count", async () => {
    const sent = await sentEstimate();
    await owner.as(t.request().get(publicApiPath(sent.publicUrl)));
    expect((await owner.as(t.request().get(`/api/estimates/${sent.id}`))).body.viewedAt).toBeNull();
    await t.request().get(publicApiPath(sent.publicUrl));
    await t.request().get(publicApiPath(sent.publicUrl));
    const seen = (await owner.as(t.request().get(`/api/estimates/${sent.id}`))).body;
    expect(seen.viewedAt).not.toBeNull();
    expect(seen.version).toBe(sent.version);
    const viewed = (await notifications()).filter((n) => n.kind === 'estimate_viewed' && n.link === `/estimates/edit/${sent.id}`);
    expect(viewed).toEqual([expect.objectContaining({ title: `Estimate ${sent.number} was viewed`, body: 'Dana Whitfield opened it through its public link.' })]);
  });
});

describe('POST /api/public/estimates/:token/accept', () => {
  it('accepts with a drawn signature and the chosen optional line, and records the evidence', async () => {
    const sent = await sentEstimate();
    const cedar = sent.lines[2].id;
    const response = await accept(sent.publicUrl, acceptance(1, { name: 'Dana Whitfield', signature: DRAWN_SIGNATURE, optionalLineIds: [cedar] }));
    expect(response.status).toBe(200);
    expectPublicHeaders(response);
    const shown = publicEstimateSchema.strict().parse(response.body);
    expect(shown).toMatchObject({ status: 'accepted', chosenOptionalLineIds: [cedar], totals: { total: 779600 + 162375 } });
    expect(shown.signature).toMatchObject({ name: 'Dana Whitfield', method: 'drawn', image: DRAWN_SIGNATURE, consentText: CONSENT_TEXT, revision: 1 });
    expect(shown.signature).not.toHaveProperty('ip');
    expect(shown.job).toMatchObject({ originalValue: 941975, contractValue: 941975 });

    const owned = (await owner.as(t.request().get(`/api/estimates/${sent.id}`))).body;
    expect(owned.signature).toMatchObject({ ip: expect.stringMatching(/127\.0\.0\.1/), userAgent: 'SignerBrowser/1.0', contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(owned.activity[0]).toMatchObject({ type: 'accepted', actor: null, summary: 'Accepted and signed by Dana Whitfield through the public link' });
    expect((await notifications()).find((n) => n.kind === 'estimate_accepted' && n.link === `/estimates/edit/${sent.id}`)).toMatchObject({
      title: `Estimate ${sent.number} was accepted`,
      body: 'Dana Whitfield accepted and signed it: $9,419.75.',
    });
  });

  it('keeps exactly what was accepted with its hash: the locked revision gives the same content again, a changed line does not', async () => {
    const sent = await sentEstimate();
    await accept(sent.publicUrl, acceptance(1, { optionalLineIds: [sent.lines[2].id] }));
    const em = t.db.orm.em.fork();
    scopeToAccount(em, await accountIdOf(t, owner));
    const signature = await findSignature(em, 'estimate', sent.id, 1);
    if (!signature) throw new Error('no signature was recorded');
    expect(createHash('sha256').update(signature.signedContent).digest('hex')).toBe(signature.contentHash);
    const signed = JSON.parse(signature.signedContent) as SignedParties;
    expect(signed).toMatchObject({
      number: sent.number,
      revision: 1,
      business: { name: 'Northside Carpentry' },
      client: { id: clientId, name: 'Dana Whitfield', company: 'Whitfield Homes', email: 'dana@whitfield.example' },
      chosenOptionalLineIds: [sent.lines[2].id],
      terms: sent.terms,
    });
    expect(canonicalJson(estimateSignedContent(await loadEstimateCore(em, sent.id), signed))).toBe(signature.signedContent);
    await em.getConnection().execute(`update "estimate_line" set "unit_price" = "unit_price" + 1 where "id" = ?`, [sent.lines[0].id]);
    expect(contentHash(estimateSignedContent(await loadEstimateCore(em.fork(), sent.id), signed))).not.toBe(signature.contentHash);
  });

  it('answers 409 with a sentence to a second acceptance, a stale revision and an expired estimate', async () => {
    const sent = await sentEstimate();
    const [first, second] = await Promise.all([accept(sent.publicUrl, acceptance(1)), accept(sent.publicUrl, acceptance(1))]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((response) => response.status === 409)?.body.message).toBe('This estimate has already been accepted.');

    const stale = await sentEstimate();
    const staleAnswer = await accept(stale.publicUrl, acceptance(2));
    expect(staleAnswer.status).toBe(409);
    expect(staleAnswer.body.message).toBe('This estimate has changed since you opened it. Reload the page to read revision 1, then answer again.');

    const lapsing = await sentEstimate();
    const lapsed = estimateBody(clientId, { issueDate: addDays(todayIso(), -40), validUntil: addDays(todayIso(), -1) });
    expect((await owner.as(t.request().put(`/api/estimates/${lapsing.id}`)).send({ ...lapsed, version: lapsing.version })).status).toBe(200);
    const expired = await accept(lapsing.publicUrl, acceptance(1));
    expect(expired.status).toBe(409);
    expect(expired.body.message).toMatch(/^This estimate expired on .+\. Ask the sender to renew it\.$/);
  });

  it('refuses an acceptance without consent, without a name, or choosing a line that is not optional', async () => {
    const sent = await sentEstimate();
    const noConsent = await accept(sent.publicUrl, acceptance(1, { consent: false }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields.consent).toEqual(['Agree to sign electronically to accept.']);
    expect((await accept(sent.publicUrl, acceptance(1, { name: 'D' }))).body.fields.name).toEqual(['Type your full name.']);
    expect((await accept(sent.publicUrl, acceptance(1, { signature: 'data:image/jpeg;base64,AAAA' }))).status).toBe(400);
    const notOptional = await accept(sent.publicUrl, acceptance(1, { optionalLineIds: [sent.lines[0].id] }));
    expect(notOptional.status).toBe(422);
    expect(notOptional.body.message).toBe('Choose only among the optional lines of this estimate.');
    expect((await owner.as(t.request().get(`/api/estimates/${sent.id}`))).body.status).toBe('sent');
  });
});

describe('editing a sent estimate', () => {
  const owned = async (id: string) => (await owner.as(t.request().get(`/api/estimates/${id}`))).body;
  const edit = (id: string, version: number, overrides: Record<string, unknown>) =>
    owner.as(t.request().put(`/api/estimates/${id}`)).send({ ...estimateBody(clientId, overrides), version });

  it('makes revision 2 as a draft, so an acceptance of the revision the client read signs nothing; revision 2 is accepted once sent', async () => {
    const sent = await sentEstimate();
    const read = publicEstimateSchema.parse((await t.request().get(publicApiPath(sent.publicUrl))).body);
    expect(read).toMatchObject({ revision: 1, totals: { total: 779600 } });

    const lines = estimateBody(clientId).lines.map((line, position) => (position === 0 ? { ...line, quantity: '50' } : line));
    const edited = await edit(sent.id, sent.version, { lines });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ number: `${sent.baseNumber}-R2`, revision: 2, status: 'draft', total: 844600 });
    expect(edited.body.revisions.map((entry: { revision: number; status: string }) => [entry.revision, entry.status])).toEqual([
      [2, 'draft'],
      [1, 'sent'],
    ]);
    expect((await owner.as(t.request().get(`/api/estimates/${sent.id}/revisions/1`))).body).toMatchObject({ status: 'sent', total: 779600 });

    const whileDraft = await accept(sent.publicUrl, acceptance(read.revision));
    expect(whileDraft.status).toBe(409);
    expect(whileDraft.body.message).toBe('This estimate is being revised. The sender will send you the new revision.');
    await sendEstimate(t, owner, sent.id);
    const stale = await accept(sent.publicUrl, acceptance(read.revision));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This estimate has changed since you opened it. Reload the page to read revision 2, then answer again.');
    expect((await owned(sent.id)).signature).toBeNull();

    const accepted = await accept(sent.publicUrl, acceptance(2));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ number: `${sent.baseNumber}-R2`, status: 'accepted', totals: { total: 844600 }, signature: { revision: 2 } });
  });

  it('keeps the revision when the save changes nothing the client agrees to, only its dates', async () => {
    const sent = await sentEstimate();
    const same = await edit(sent.id, sent.version, {});
    expect(same.body).toMatchObject({ revision: 1, status: 'sent' });
    const renewed = await edit(sent.id, same.body.version, { validUntil: addDays(todayIso(), 45) });
    expect(renewed.body).toMatchObject({ revision: 1, status: 'sent', validUntil: addDays(todayIso(), 45) });
    expect((await accept(sent.publicUrl, acceptance(1))).status).toBe(200);
  });
});

describe('POST /api/public/estimates/:token/decline', () => {
  it('declines with a reason, notifies the owner, and takes no answer after', async () => {
    const sent = await sentEstimate();
    const noReason = await decline(sent.publicUrl, { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toEqual(['Say why you decline.']);
    const declined = await decline(sent.publicUrl, { reason: 'We chose a smaller deck.' });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    const owned = (await owner.as(t.request().get(`/api/estimates/${sent.id}`))).body;
    expect(owned.revisions[0]).toMatchObject({ status: 'declined', declinedAt: expect.any(String) });
    expect(owned.declineReason).toBe('We chose a smaller deck.');
    expect(owned.activity[0]).toMatchObject({ type: 'declined', summary: 'Declined through the public link: We chose a smaller deck.' });
    expect((await notifications()).find((n) => n.kind === 'estimate_declined' && n.link === `/estimates/edit/${sent.id}`)).toMatchObject({
      body: 'Dana Whitfield declined it: We chose a smaller deck.',
    });
    expect((await accept(sent.publicUrl, acceptance(1))).body.message).toBe('This estimate has already been declined. Ask the sender for a new revision.');
    expect((await decline(sent.publicUrl, { reason: 'again' })).status).toBe(409);
  });
});
