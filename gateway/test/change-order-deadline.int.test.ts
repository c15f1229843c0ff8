import { addDays, formatDate, publicChangeOrderSchema } from '@ledgerline/contracts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { acceptance, addAcceptedEstimate, addChangeOrder, addSentChangeOrder, changeOrderBody, publicApiPath } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let estimateId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  const clientId = await addClient(t, owner, { name: 'Dana Whitfield' });
  estimateId = (await addAcceptedEstimate(t, owner, clientId)).id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const shown = async (publicUrl: string) => publicChangeOrderSchema.parse((await t.request().get(publicApiPath(publicUrl))).body);
const approve = (publicUrl: string, revision: number) => t.request().post(`${publicApiPath(publicUrl)}/approve`).send(acceptance(revision));
const send = (id: string) => owner.as(t.request().post(`/api/change-orders/${id}/send`)).send();
/** The owner's edit of a sent change order, moving only its approval deadline. */
async function setDeadline(changeOrder: { id: string; version: number }, approvalDeadline: string) {
  const { estimateId: _estimate, ...body } = changeOrderBody(estimateId, { approvalDeadline });
  const response = await owner.as(t.request().put(`/api/change-orders/${changeOrder.id}`)).send({ ...body, version: changeOrder.version });
  expect(response.status).toBe(200);
  return response.body as { id: string; version: number; revision: number; publicUrl: string };
}

describe('the approval deadline of a change order', () => {
  it('takes an approval on the deadline day itself', async () => {
    const sent = await addSentChangeOrder(t, owner, estimateId, { approvalDeadline: todayIso() });
    expect(await shown(sent.publicUrl)).toMatchObject({ approvalDeadline: todayIso(), deadlinePassed: false });
    expect((await approve(sent.publicUrl, sent.revision)).status).toBe(200);
  });

  it('refuses an approval after the deadline with a sentence, until the owner sends it again with a new one', async () => {
    const sent = await addSentChangeOrder(t, owner, estimateId, { approvalDeadline: addDays(todayIso(), 3) });
    const yesterday = addDays(todayIso(), -1);
    const lapsed = await setDeadline(sent, yesterday);
    expect(await shown(sent.publicUrl)).toMatchObject({ status: 'sent', approvalDeadline: yesterday, deadlinePassed: true });

    const late = await approve(sent.publicUrl, lapsed.revision);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`The deadline to approve this change order was ${formatDate(yesterday, 'en-US')}. Ask the sender to send it again with a new deadline.`);
    expect((await owner.as(t.request().get(`/api/change-orders/${sent.id}`))).body.status).toBe('sent');

    const resentLate = await send(sent.id);
    expect(resentLate.status).toBe(409);
    expect(resentLate.body.message).toBe(`The approval deadline, ${formatDate(yesterday, 'en-US')}, has passed. Set a later one, then send the change order again.`);

    const renewed = await setDeadline(lapsed, addDays(todayIso(), 7));
    expect((await send(renewed.id)).status).toBe(200);
    const again = await shown(sent.publicUrl);
    expect(again.deadlinePassed).toBe(false);
    expect((await approve(sent.publicUrl, again.revision)).status).toBe(200);
  });

  it('does not send a change order whose deadline is already behind', async () => {
    const draft = await addChangeOrder(t, owner, estimateId, { approvalDeadline: addDays(todayIso(), -2) });
    expect((await send(draft.id)).status).toBe(409);
    expect((await owner.as(t.request().get(`/api/change-orders/${draft.id}`))).body).toMatchObject({ status: 'draft', publicUrl: null });
  });

  it('never passes without a deadline', async () => {
    const sent = await addSentChangeOrder(t, owner, estimateId);
    expect(await shown(sent.publicUrl)).toMatchObject({ approvalDeadline: null, deadlinePassed: false });
  });
});
