import { addDays, estimateListSchema, estimateRevisionSchema, estimateSchema } from '@ledgerline/contracts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addEstimate, estimateBody, publicApiPath, sendEstimate } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  clientId = await addClient(t, owner, { name: 'Dana Whitfield', company: 'Whitfield Homes' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (path: string) => owner.as(t.request().get(path));
const post = (path: string, body: object = {}) => owner.as(t.request().post(path)).send(body);
const put = (path: string, body: object) => owner.as(t.request().put(path)).send(body);
const parse = (body: unknown) => estimateSchema.strict().parse(body);

describe('POST /api/estimates', () => {
  it('creates a draft numbered from the estimate pattern; optional lines count in no total until chosen', async () => {
    const response = await post('/api/estimates', estimateBody(clientId));
    expect(response.status).toBe(201);
    const estimate = parse(response.body);
    expect(estimate).toMatchObject({ number: 'EST-0001', baseNumber: 'EST-0001', revision: 1, status: 'draft', publicUrl: null, job: null, invoices: [] });
    // 40 h × 65.00 + 4,800.00 + 8.25 % tax on the lumber; the cedar upgrade is offered, not counted.
    expect(estimate.totals).toMatchObject({ subtotal: 740000, taxTotal: 39600, total: 779600 });
    expect(estimate.contractValue).toBe(779600);
    expect(estimate.lines.map((line) => [line.optional, line.total])).toEqual([
      [false, 260000],
      [false, 519600],
      [true, 162375],
    ]);
    expect(estimate.depositAmount).toBe(233880);
    expect(estimate.activity).toEqual([expect.objectContaining({ type: 'created', actor: owner.username })]);
    expect(estimate.revisions).toEqual([expect.objectContaining({ revision: 1, status: 'draft' })]);
  });

  it('refuses a valid-until date before the issue date and a stranger client', async () => {
    const early = await post('/api/estimates', estimateBody(clientId, { validUntil: '2020-01-01' }));
    expect(early.status).toBe(400);
    expect(early.body.fields.validUntil).toEqual(['The valid-until date cannot be before the issue date.']);
    const missing = await post('/api/estimates', estimateBody('00000000-0000-4000-8000-000000000000'));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('client_not_found');
  });

  it('answers 409 naming the field when the typed number is taken', async () => {
    await addEstimate(t, owner, clientId, { number: 'JOB-77' });
    const again = await post('/api/estimates', estimateBody(clientId, { number: 'JOB-77' }));
    expect(again.status).toBe(409);
    expect(again.body.fields.number).toEqual(['Another estimate already has this number.']);
  });
});

describe('PUT /api/estimates/:id', () => {
  it('replaces the current revision; a stale version answers 409', async () => {
    const estimate = await addEstimate(t, owner, clientId);
    const edited = await put(`/api/estimates/${estimate.id}`, { ...estimateBody(clientId, { lines: [{ description: 'Survey', quantity: '1', unitPrice: 25000 }] }), version: estimate.version });
    expect(edited.status).toBe(200);
    expect(parse(edited.body)).toMatchObject({ total: 25000, revision: 1, version: estimate.version + 1 });
    const stale = await put(`/api/estimates/${estimate.id}`, { ...estimateBody(clientId), version: estimate.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_version');
  });

  it('refuses to edit an accepted estimate: it is locked until revised', async () => {
    const accepted = await addAcceptedEstimate(t, owner, clientId);
    const edit = await put(`/api/estimates/${accepted.id}`, { ...estimateBody(clientId), version: accepted.version });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('An accepted estimate is locked. Revise it to change it.');
  });
});

describe('POST /api/estimates/:id/send', () => {
  it('sends a draft with a 256-bit public link; sending again keeps the link', async () => {
    const estimate = await addEstimate(t, owner, clientId);
    const sent = parse(await sendEstimate(t, owner, estimate.id));
    expect(sent.status).toBe('sent');
    expect(sent.publicUrl).toMatch(new RegExp(`^${t.origin}/view/estimate/[A-Za-z0-9_-]{43}$`));
    expect(sent.sentAt).not.toBeNull();
    expect(parse(await sendEstimate(t, owner, estimate.id)).publicUrl).toBe(sent.publicUrl);
  });

  it('shows an estimate past its valid-until date as expired, refuses to send it so, and sends it again with a new date', async () => {
    const yesterday = addDays(todayIso(), -1);
    const estimate = await addEstimate(t, owner, clientId, { issueDate: addDays(todayIso(), -40), validUntil: yesterday });
    const refused = await post(`/api/estimates/${estimate.id}/send`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This estimate was valid until .+\. Set a later valid-until date, then send it again\.$/);
    const renewed = await put(`/api/estimates/${estimate.id}`, { ...estimateBody(clientId), version: estimate.version });
    await sendEstimate(t, owner, estimate.id);
    const lapsed = await put(`/api/estimates/${estimate.id}`, { ...estimateBody(clientId, { issueDate: addDays(todayIso(), -40), validUntil: yesterday }), version: renewed.body.version + 1 });
    expect(lapsed.status).toBe(200);
    expect(lapsed.body.status).toBe('expired');
    const expiredList = estimateListSchema.parse((await get(`/api/estimates?status=expired`)).body);
    expect(expiredList.items.map((item) => item.id)).toContain(estimate.id);
    const again = await put(`/api/estimates/${estimate.id}`, { ...estimateBody(clientId), version: lapsed.body.version });
    expect(again.body.status).toBe('sent');
  });

  it('will not send an accepted estimate', async () => {
    const accepted = await addAcceptedEstimate(t, owner, clientId);
    const response = await post(`/api/estimates/${accepted.id}/send`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An accepted estimate cannot be sent.');
  });
});

describe('DELETE /api/estimates/:id', () => {
  it('deletes a draft never sent, and keeps a sent one', async () => {
    const draft = await addEstimate(t, owner, clientId);
    expect((await owner.as(t.request().delete(`/api/estimates/${draft.id}`))).status).toBe(204);
    expect((await get(`/api/estimates/${draft.id}`)).status).toBe(404);
    const sent = await addEstimate(t, owner, clientId);
    await sendEstimate(t, owner, sent.id);
    const kept = await owner.as(t.request().delete(`/api/estimates/${sent.id}`));
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('Only a draft that was never sent can be deleted. A sent estimate stays on record.');
  });
});

describe('revisions', () => {
  it('revising an accepted estimate makes revision 2 ("-R2"), a draft to accept again; revision 1 stays readable, signature and all', async () => {
    const accepted = await addAcceptedEstimate(t, owner, clientId, {}, true);
    const revised = await post(`/api/estimates/${accepted.id}/revise`);
    expect(revised.status).toBe(200);
    const second = parse(revised.body);
    expect(second).toMatchObject({ number: `${accepted.baseNumber}-R2`, revision: 2, status: 'draft', signature: null, chosenOptionalLineIds: [], viewedAt: null });
    expect(second.total).toBe(779600);
    expect(second.revisions.map((entry) => [entry.revision, entry.status])).toEqual([
      [2, 'draft'],
      [1, 'accepted'],
    ]);
    expect((await put(`/api/estimates/${accepted.id}`, { ...estimateBody(clientId, { terms: 'Revised terms.' }), version: second.version })).status).toBe(200);
    const first = estimateRevisionSchema.strict().parse((await get(`/api/estimates/${accepted.id}/revisions/1`)).body);
    expect(first).toMatchObject({ number: accepted.baseNumber, revision: 1, status: 'accepted', total: accepted.total, terms: accepted.terms });
    expect(first.signature).toEqual(accepted.signature);
    expect(first.chosenOptionalLineIds).toHaveLength(1);
    expect((await get(`/api/estimates/${accepted.id}/revisions/2`)).body.terms).toBe('Revised terms.');
    for (const missing of ['3', '0', 'x', '99999999999']) expect((await get(`/api/estimates/${accepted.id}/revisions/${missing}`)).status).toBe(404);
    // The public link shows nothing while the new revision is a draft, then revision 2 once sent.
    expect((await t.request().get(publicApiPath(accepted.publicUrl))).status).toBe(404);
    await sendEstimate(t, owner, accepted.id);
    expect((await t.request().get(publicApiPath(accepted.publicUrl))).body).toMatchObject({ number: `${accepted.baseNumber}-R2`, revision: 2, status: 'sent' });
  });

  it('keeps a revision\'s number however often it is saved with the number the editor shows', async () => {
    const accepted = await addAcceptedEstimate(t, owner, clientId, {}, true);
    let current = parse((await post(`/api/estimates/${accepted.id}/revise`)).body);
    for (const terms of ['Once.', 'Twice.', 'Three times.']) {
      const saved = await put(`/api/estimates/${accepted.id}`, { ...estimateBody(clientId, { terms }), number: current.number, version: current.version });
      expect(saved.status).toBe(200);
      current = parse(saved.body);
      expect(current).toMatchObject({ number: `${accepted.baseNumber}-R2`, baseNumber: accepted.baseNumber });
    }
  });

  it('revises a declined estimate too, but not a draft one', async () => {
    const estimate = await addEstimate(t, owner, clientId);
    expect((await post(`/api/estimates/${estimate.id}/revise`)).body.message).toBe('A draft estimate cannot be revised.');
    const sent = await sendEstimate(t, owner, estimate.id);
    await t.request().post(`${publicApiPath(sent.publicUrl)}/decline`).send({ reason: 'Over budget' });
    const revised = await post(`/api/estimates/${estimate.id}/revise`);
    expect(revised.body).toMatchObject({ revision: 2, status: 'draft' });
    expect(revised.body.revisions[1]).toMatchObject({ revision: 1, status: 'declined' });
  });
});

describe('duplicate and link', () => {
  it('duplicates into a new draft with the next number, today as issue date, and the same lines', async () => {
    const source = await addEstimate(t, owner, clientId);
    const copy = await post(`/api/estimates/${source.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(parse(copy.body)).toMatchObject({ status: 'draft', issueDate: todayIso(), validUntil: addDays(todayIso(), 30), total: source.total });
    expect(copy.body.number).not.toBe(source.number);
    expect(copy.body.lines.map((line: { description: string; optional: boolean }) => [line.description, line.optional])).toEqual(
      source.lines.map((line: { description: string; optional: boolean }) => [line.description, line.optional]),
    );
  });

  it('rotates the public link (the old one stops working) and revokes it', async () => {
    const sent = await sendEstimate(t, owner, (await addEstimate(t, owner, clientId)).id);
    const rotated = await post(`/api/estimates/${sent.id}/link`, { action: 'rotate' });
    expect(rotated.body.publicUrl).not.toBe(sent.publicUrl);
    expect((await t.request().get(publicApiPath(sent.publicUrl))).status).toBe(404);
    expect((await t.request().get(publicApiPath(rotated.body.publicUrl))).status).toBe(200);
    expect((await post(`/api/estimates/${sent.id}/link`, { action: 'revoke' })).body).toEqual({ publicUrl: null, publicLinkExpiresOn: null });
    expect((await t.request().get(publicApiPath(rotated.body.publicUrl))).status).toBe(404);
  });
});

describe('GET /api/estimates', () => {
  it('filters, searches, sorts and pages, with the count, the sum and the win rate of the rows selected', async () => {
    const member = await signUp(t);
    const client = await addClient(t, member, { name: 'Quarry Lane Builders' });
    const other = await addClient(t, member, { name: 'Marsh Street Cafe' });
    const won = await addAcceptedEstimate(t, member, client);
    const lost = await sendEstimate(t, member, (await addEstimate(t, member, client)).id);
    await t.request().post(`${publicApiPath(lost.publicUrl)}/decline`).send({ reason: 'Chose another builder' });
    await sendEstimate(t, member, (await addEstimate(t, member, client)).id);
    await addEstimate(t, member, other, { lines: [{ description: 'Counter', quantity: '1', unitPrice: 90000 }] });
    const list = (query: string) => member.as(t.request().get(`/api/estimates${query}`)).then((response) => estimateListSchema.strict().parse(response.body));

    const all = await list('');
    expect(all).toMatchObject({ total: 4, page: 1, winRate: 0.5, totals: { count: 4, total: 779600 * 3 + 90000 } });
    expect((await list('?status=accepted')).items.map((item) => item.id)).toEqual([won.id]);
    // The win rate ignores the status filter: it is the rate of the period the other filters select.
    expect((await list('?status=declined')).winRate).toBe(0.5);
    expect((await list('?status=sent')).totals.count).toBe(1);
    expect((await list(`?clientId=${other}`))).toMatchObject({ total: 1, winRate: null, totals: { count: 1, total: 90000 } });
    expect((await list('?q=marsh')).items.map((item) => item.client.name)).toEqual(['Marsh Street Cafe']);
    expect((await list('?q=est-0001')).items.map((item) => item.number)).toEqual(['EST-0001']);
    expect((await list('?sort=total&pageSize=1&page=1')).items.map((item) => item.total)).toEqual([90000]);
    expect((await list('?sort=-number&pageSize=2&page=2')).items.map((item) => item.number)).toEqual(['EST-0002', 'EST-0001']);
    const bad = await member.as(t.request().get('/api/estimates?status=lost'));
    expect(bad.status).toBe(400);
  });
});

describe('signing in', () => {
  it('is needed for every owner route', async () => {
    const estimate = await addEstimate(t, owner, clientId);
    const id = estimate.id;
    const anonymous = [
      t.request().get('/api/estimates'),
      t.request().post('/api/estimates').send(estimateBody(clientId)),
      t.request().get(`/api/estimates/${id}`),
      t.request().get(`/api/estimates/${id}/revisions/1`),
      t.request().put(`/api/estimates/${id}`).send({ ...estimateBody(clientId), version: 1 }),
      t.request().delete(`/api/estimates/${id}`),
      ...['send', 'revise', 'duplicate'].map((action) => t.request().post(`/api/estimates/${id}/${action}`)),
      t.request().post(`/api/estimates/${id}/convert`).send({ mode: 'full' }),
      t.request().post(`/api/estimates/${id}/link`).send({ action: 'rotate' }),
    ];
    for (const response of await Promise.all(anonymous)) expect(response.status).toBe(401);
    expect((await get(`/api/estimates/${id}`)).body.version).toBe(estimate.version);
  });
});

describe('acceptance in the owner view', () => {
  it('shows the signature and the job once the client accepted', async () => {
    const accepted = parse(await addAcceptedEstimate(t, owner, clientId, {}, true));
    expect(accepted).toMatchObject({ status: 'accepted', total: 779600 + 162375, contractValue: 779600 + 162375 });
    expect(accepted.signature).toMatchObject({ name: 'Dana Whitfield', method: 'typed', image: null, revision: 1 });
    expect(accepted.job).toMatchObject({ originalValue: 941975, contractValue: 941975, approvedChanges: 0, invoiced: 0, remainingToInvoice: 941975 });
    expect(accepted.job?.originalCompletionDate).toBe(accepted.completionDate);
    expect(accepted.activity.map((event) => [event.type, event.actor])).toEqual([
      ['accepted', null],
      ['sent', owner.username],
      ['created', owner.username],
    ]);
  });
});
