import { changeOrderListSchema, invoiceSchema } from '@ledgerline/contracts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addSentChangeOrder, approveChangeOrder } from './support/estimates.ts';
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

const invoiceIt = (id: string, member = owner) => member.as(t.request().post(`/api/change-orders/${id}/invoice`)).send();
const changeOrder = async (id: string) => (await owner.as(t.request().get(`/api/change-orders/${id}`))).body;
const uninvoiced = async (estimateId: string) =>
  changeOrderListSchema.parse((await owner.as(t.request().get(`/api/change-orders?estimateId=${estimateId}&uninvoiced=true`))).body).items.map((item) => item.id);

/** A change order of a fresh accepted estimate, approved through its public link. */
async function approved(overrides: Record<string, unknown> = {}) {
  const estimate = await addAcceptedEstimate(t, owner, clientId);
  const sent = await addSentChangeOrder(t, owner, estimate.id, overrides);
  await approveChangeOrder(t, sent.publicUrl);
  return { estimateId: estimate.id as string, changeOrder: await changeOrder(sent.id) };
}

describe('POST /api/change-orders/:id/invoice', () => {
  it('invoices the cost of an approved change order once, and the "not yet invoiced" filter drops it', async () => {
    const { estimateId, changeOrder: approvedOne } = await approved();
    expect(approvedOne).toMatchObject({ status: 'approved', invoiced: false, invoice: null });
    expect(await uninvoiced(estimateId)).toEqual([approvedOne.id]);

    const response = await invoiceIt(approvedOne.id);
    expect(response.status).toBe(201);
    const invoice = invoiceSchema.parse(response.body);
    expect(invoice).toMatchObject({ client: { id: clientId }, status: 'draft', total: approvedOne.costDelta });
    expect(invoice.lines.map((line) => line.description)).toEqual([`${approvedOne.number}: Garden stair`]);
    expect(await changeOrder(approvedOne.id)).toMatchObject({ invoiced: true, invoice: { id: invoice.id, number: invoice.number } });
    expect((await changeOrder(approvedOne.id)).activity[0]).toMatchObject({ type: 'invoiced', summary: `Invoiced as ${invoice.number}` });
    expect(await uninvoiced(estimateId)).toEqual([]);

    const again = await invoiceIt(approvedOne.id);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(invoice.id);
  });

  it('makes one invoice for 20 parallel requests', async () => {
    const { changeOrder: approvedOne } = await approved();
    const responses = await Promise.all(Array.from({ length: 20 }, () => invoiceIt(approvedOne.id)));
    expect(responses.map((response) => response.status).sort()).toEqual([...Array.from({ length: 19 }, () => 200), 201]);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    const [row] = await t.db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string | number }[]>(`select count(*) as count from "invoice" where "source_id" = ?`, [approvedOne.id]);
    expect(Number(row?.count)).toBe(1);
  }, SETUP_TIMEOUT_MS);

  it('bills a change order approved after the final invoice of its job', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    expect((await owner.as(t.request().post(`/api/estimates/${estimate.id}/convert`)).send({ mode: 'full' })).status).toBe(201);
    await approveChangeOrder(t, sent.publicUrl);
    const response = await invoiceIt(sent.id);
    expect(response.status).toBe(201);
    expect(response.body.total).toBe(sent.costDelta);
  });

  it('answers the invoice already made on approval', async () => {
    const { changeOrder: onApproval } = await approved({ invoiceOnApproval: true });
    expect(onApproval.invoice).not.toBeNull();
    const response = await invoiceIt(onApproval.id);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(onApproval.invoice.id);
  });

  it('never makes a negative invoice: a credit waits for the job\'s next invoice', async () => {
    const { estimateId, changeOrder: credit } = await approved({ lines: [{ description: 'Smaller deck', quantity: '1', unitPrice: -50000 }] });
    const response = await invoiceIt(credit.id);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(`Change order ${credit.number} takes money off the job, so it makes no invoice of its own: the job's next invoice from the estimate deducts it as a credit.`);
    expect(await uninvoiced(estimateId)).toEqual([credit.id]);
    const final = await owner.as(t.request().post(`/api/estimates/${estimateId}/convert`)).send({ mode: 'full' });
    expect(final.body.lines.map((line: { description: string; unitPrice: number }) => [line.description, line.unitPrice]).at(-1)).toEqual(['Smaller deck', -50000]);
    expect(final.body.layout.sections.at(-1)).toEqual({ title: `Change order ${credit.number}`, lines: 1 });
    expect(await uninvoiced(estimateId)).toEqual([]);
  });

  it('refuses a change order not approved, and answers 404 for another account\'s', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const sent = await addSentChangeOrder(t, owner, estimate.id);
    const notYet = await invoiceIt(sent.id);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('Only an approved change order is invoiced. Send it to the client to approve first.');
    await approveChangeOrder(t, sent.publicUrl);
    expect((await invoiceIt(sent.id, stranger)).status).toBe(404);
    expect((await invoiceIt('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await invoiceIt('not-an-id')).status).toBe(404);
    expect((await changeOrder(sent.id)).invoiced).toBe(false);
  });
});
