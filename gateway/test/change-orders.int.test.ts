import { addDays, changeOrderListSchema, changeOrderSchema, invoiceSchema } from '@ledgerline/contracts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addChangeOrder, addEstimate, addSentChangeOrder, approveChangeOrder, changeOrderBody, publicApiPath } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  clientId = await addClient(t, owner, { name: 'Dana Whitfield' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (path: string) => owner.as(t.request().get(path));
const post = (path: string, body: object = {}) => owner.as(t.request().post(path)).send(body);
const parse = (body: unknown) => changeOrderSchema.strict().parse(body);
/** 1,200.00 + 8.25 % sales tax. */
const STAIR = 129900;

describe('POST /api/change-orders', () => {
  it('numbers change orders per estimate, with the cost delta, the days and the job they change', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const response = await post('/api/change-orders', changeOrderBody(estimate.id));
    expect(response.status).toBe(201);
    const first = parse(response.body);
    expect(first).toMatchObject({
      number: `${estimate.baseNumber}-CO-01`,
      status: 'draft',
      estimate: { id: estimate.id, number: estimate.number },
      client: { id: clientId },
      costDelta: STAIR,
      daysDelta: 2,
      currency: 'USD',
      invoiced: false,
      invoice: null,
      publicUrl: null,
    });
    expect(first.job).toMatchObject({ originalValue: estimate.total, approvedChanges: 0, pendingChanges: 0, contractValue: estimate.total });
    const credit = parse((await post('/api/change-orders', changeOrderBody(estimate.id, { reason: 'Smaller deck', lines: [{ description: 'Less decking', quantity: '-10', unitPrice: 4500 }], daysDelta: -1 }))).body);
    expect(credit).toMatchObject({ number: `${estimate.baseNumber}-CO-02`, costDelta: -45000, daysDelta: -1 });
    const other = await addAcceptedEstimate(t, owner, clientId);
    expect((await addChangeOrder(t, owner, other.id)).number).toBe(`${other.baseNumber}-CO-01`);
  });

  it('gives 50 concurrent creates on one estimate 50 distinct numbers and no error', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const responses = await Promise.all(Array.from({ length: 50 }, () => post('/api/change-orders', changeOrderBody(estimate.id))));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const numbers = responses.map((response) => response.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_x, index) => `${estimate.baseNumber}-CO-${String(index + 1).padStart(2, '0')}`));
    expect((await get(`/api/change-orders?estimateId=${estimate.id}&pageSize=100`)).body.total).toBe(50);
  }, 120_000);

  it('belongs only to an accepted estimate, and takes no optional line', async () => {
    const draft = await addEstimate(t, owner, clientId);
    const refused = await post('/api/change-orders', changeOrderBody(draft.id));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A change order changes an accepted estimate. Have the estimate accepted first.');
    const missing = await post('/api/change-orders', changeOrderBody('00000000-0000-4000-8000-000000000000'));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'estimate_not_found', fields: { estimateId: ['That estimate does not exist.'] } });
    const accepted = await addAcceptedEstimate(t, owner, clientId);
    const optional = await post('/api/change-orders', changeOrderBody(accepted.id, { lines: [{ description: 'Maybe', quantity: '1', unitPrice: 100, optional: true }] }));
    expect(optional.status).toBe(422);
    expect(optional.body.message).toBe('Optional lines belong to estimates.');
    expect((await post('/api/change-orders', changeOrderBody(accepted.id, { reason: '' }))).body.fields.reason).toEqual(['Reason is required.']);
  });
});

describe('editing, sending, voiding, deleting', () => {
  it('edits a draft or sent change order with its version; an approved one is kept', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const changeOrder = await addSentChangeOrder(t, owner, estimate.id);
    const { estimateId: _estimate, ...body } = changeOrderBody(estimate.id, { daysDelta: 5 });
    const edited = await owner.as(t.request().put(`/api/change-orders/${changeOrder.id}`)).send({ ...body, version: changeOrder.version });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ daysDelta: 5, status: 'sent', version: changeOrder.version + 1 });
    const stale = await owner.as(t.request().put(`/api/change-orders/${changeOrder.id}`)).send({ ...body, version: changeOrder.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_version');
    await approveChangeOrder(t, changeOrder.publicUrl);
    const approved = await get(`/api/change-orders/${changeOrder.id}`);
    const locked = await owner.as(t.request().put(`/api/change-orders/${changeOrder.id}`)).send({ ...body, version: approved.body.version });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('An approved change order is kept as it was and cannot be edited.');
    const voiding = await post(`/api/change-orders/${changeOrder.id}/void`, { reason: 'Mistake' });
    expect(voiding.status).toBe(409);
    expect(voiding.body.message).toBe('An approved change order cannot be voided.');
  });

  it('voids with a reason, deletes only a draft never sent', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    expect((await post(`/api/change-orders/${sent.id}/void`, { reason: '' })).status).toBe(400);
    const voided = await post(`/api/change-orders/${sent.id}/void`, { reason: 'Client changed their mind before signing' });
    expect(voided.body).toMatchObject({ status: 'void', closingReason: 'Client changed their mind before signing' });
    expect((await t.request().post(`${publicApiPath(sent.publicUrl)}/approve`).send({ name: 'Dana Whitfield', consent: true, revision: voided.body.revision })).body.message).toBe(
      'This change order was withdrawn by the sender.',
    );
    expect((await owner.as(t.request().delete(`/api/change-orders/${sent.id}`))).status).toBe(409);
    const draft = await addChangeOrder(t, owner, estimate.id);
    expect((await owner.as(t.request().delete(`/api/change-orders/${draft.id}`))).status).toBe(204);
    expect((await get(`/api/change-orders/${draft.id}`)).status).toBe(404);
    // The series does not reuse a deleted number's place.
    expect((await addChangeOrder(t, owner, estimate.id)).number).toBe(`${estimate.baseNumber}-CO-03`);
  });

  it('rotates and revokes the public link', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    expect(sent.publicUrl).toMatch(new RegExp(`^${t.origin}/view/change-order/[A-Za-z0-9_-]{43}$`));
    const rotated = await post(`/api/change-orders/${sent.id}/link`, { action: 'rotate' });
    expect((await t.request().get(publicApiPath(sent.publicUrl))).status).toBe(404);
    expect((await t.request().get(publicApiPath(rotated.body.publicUrl))).status).toBe(200);
    expect((await post(`/api/change-orders/${sent.id}/link`, { action: 'revoke' })).body).toEqual({ publicUrl: null, publicLinkExpiresOn: null });
  });
});

describe('contract value', () => {
  it('moves with approved change orders only; pending ones show apart; the completion date moves by the approved days', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const approved = await addSentChangeOrder(t, owner, estimate.id);
    await approveChangeOrder(t, approved.publicUrl);
    await addSentChangeOrder(t, owner, estimate.id, { lines: [{ description: 'Lighting', quantity: '1', unitPrice: 30000 }], daysDelta: 1 });
    await addChangeOrder(t, owner, estimate.id, { lines: [{ description: 'Idea', quantity: '1', unitPrice: 99900 }] });
    const declined = await addSentChangeOrder(t, owner, estimate.id);
    await t.request().post(`${publicApiPath(declined.publicUrl)}/decline`).send({ reason: 'Not now' });
    const job = {
      originalValue: estimate.total,
      approvedChanges: STAIR,
      pendingChanges: 30000,
      contractValue: estimate.total + STAIR,
      originalCompletionDate: estimate.completionDate,
      revisedCompletionDate: addDays(estimate.completionDate, 2),
      daysAdded: 2,
    };
    expect((await get(`/api/estimates/${estimate.id}`)).body).toMatchObject({ contractValue: estimate.total + STAIR, job });
    expect((await get(`/api/change-orders/${declined.id}`)).body).toMatchObject({ status: 'declined', closingReason: 'Not now', job });
    const listed = (await get(`/api/estimates?q=${estimate.baseNumber}`)).body.items[0];
    expect(listed.contractValue).toBe(estimate.total + STAIR);
    const revise = await post(`/api/estimates/${estimate.id}/revise`);
    expect(revise.status).toBe(409);
    expect(revise.body.message).toBe('This estimate has change orders, so it is not revised. Record another change order instead.');
  });
});

describe('invoicing change orders', () => {
  it('invoices an approved change order that says so, linked both ways', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const sent = await addSentChangeOrder(t, owner, estimate.id, { invoiceOnApproval: true });
    await approveChangeOrder(t, sent.publicUrl);
    const changeOrder = parse((await get(`/api/change-orders/${sent.id}`)).body);
    expect(changeOrder).toMatchObject({ status: 'approved', invoiced: true, invoice: { number: expect.any(String) } });
    const invoice = invoiceSchema.parse((await get(`/api/invoices/${changeOrder.invoice?.id}`)).body);
    expect(invoice).toMatchObject({ total: STAIR, source: { kind: 'change_order', id: sent.id, number: sent.number, role: 'change_order' } });
    expect(invoice.lines.map((line) => line.description)).toEqual([`${sent.number}: Garden stair`]);
    const after = (await get(`/api/estimates/${estimate.id}`)).body;
    expect(after.invoices).toEqual([expect.objectContaining({ id: invoice.id, role: 'change_order', total: STAIR })]);
    expect(after.job).toMatchObject({ invoiced: STAIR, contractValue: estimate.total + STAIR, remainingToInvoice: estimate.total });
  });

  it('holds a negative change order as a credit on the job\'s next invoice, never a negative invoice; the list finds it until then', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const credit = await addSentChangeOrder(t, owner, estimate.id, { lines: [{ description: 'Less decking', quantity: '-10', unitPrice: 4500 }], invoiceOnApproval: true, daysDelta: 0 });
    const extra = await addSentChangeOrder(t, owner, estimate.id);
    await approveChangeOrder(t, credit.publicUrl);
    await approveChangeOrder(t, extra.publicUrl);
    const uninvoiced = changeOrderListSchema.parse((await get(`/api/change-orders?uninvoiced=true&estimateId=${estimate.id}`)).body);
    expect(uninvoiced.items.map((item) => [item.number, item.costDelta, item.invoiced])).toEqual([
      [extra.number, STAIR, false],
      [credit.number, -45000, false],
    ]);
    const final = invoiceSchema.parse((await post(`/api/estimates/${estimate.id}/convert`, { mode: 'final' })).body);
    expect(final.total).toBe(estimate.total + STAIR - 45000);
    // Each change order under its own heading after the estimate's lines.
    const estimateLines = final.lines.length - 2;
    expect(final.lines.slice(estimateLines).map((line) => line.description)).toEqual(['Less decking', 'Garden stair']);
    expect(final.layout.sections).toEqual([
      { title: expect.stringMatching(/^Estimate /), lines: estimateLines },
      { title: `Change order ${credit.number}`, lines: 1 },
      { title: `Change order ${extra.number}`, lines: 1 },
    ]);
    expect((await get(`/api/change-orders?uninvoiced=true&estimateId=${estimate.id}`)).body.total).toBe(0);
    expect((await get(`/api/change-orders/${credit.id}`)).body.invoice).toEqual({ id: final.id, number: final.number });
    expect((await get(`/api/estimates/${estimate.id}`)).body.job).toMatchObject({ invoiced: final.total, remainingToInvoice: 0 });
  });
});

describe('GET /api/change-orders', () => {
  it('filters by status, estimate, client and text, and sorts by cost', async () => {
    const member = await signUp(t);
    const client = await addClient(t, member, { name: 'Quarry Lane Builders' });
    const estimate = await addAcceptedEstimate(t, member, client);
    const small = await addChangeOrder(t, member, estimate.id, { reason: 'Paint the railing', lines: [{ description: 'Paint', quantity: '1', unitPrice: 5000 }] });
    const sent = await addSentChangeOrder(t, member, estimate.id, { reason: 'Second stair' });
    const list = (query: string) => member.as(t.request().get(`/api/change-orders${query}`)).then((response) => changeOrderListSchema.strict().parse(response.body));
    expect((await list('')).total).toBe(2);
    expect((await list('?status=sent')).items.map((item) => item.id)).toEqual([sent.id]);
    expect((await list(`?clientId=${client}&q=railing`)).items.map((item) => item.id)).toEqual([small.id]);
    expect((await list('?q=quarry')).total).toBe(2);
    expect((await list('?sort=costDelta')).items.map((item) => item.id)).toEqual([small.id, sent.id]);
    expect((await member.as(t.request().get('/api/change-orders?uninvoiced=yes'))).status).toBe(400);
  });
});
