import { addDays, invoiceSchema } from '@ledgerline/contracts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addEstimate } from './support/estimates.ts';
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

const convert = (id: string, mode: string) => owner.as(t.request().post(`/api/estimates/${id}/convert`)).send({ mode });
const estimateOf = async (id: string) => (await owner.as(t.request().get(`/api/estimates/${id}`))).body;
const invoiceCount = async () => (await owner.as(t.request().get('/api/invoices'))).body.total as number;

describe('converting in full', () => {
  it('copies client, the accepted lines (chosen options included), taxes, notes and terms into one invoice linked both ways', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId, { notes: 'Thank you!' }, true);
    const response = await convert(estimate.id, 'full');
    expect(response.status).toBe(201);
    const invoice = invoiceSchema.strict().parse(response.body);
    expect(invoice).toMatchObject({
      status: 'draft',
      client: { id: clientId },
      issueDate: todayIso(),
      dueDate: addDays(todayIso(), 30),
      total: estimate.total,
      totals: estimate.totals,
      notes: 'Thank you!',
      terms: estimate.terms,
      source: { kind: 'estimate', id: estimate.id, number: estimate.number, role: 'full' },
    });
    expect(invoice.lines.map((line) => [line.description, line.total, line.optional])).toEqual(
      estimate.lines.map((line: { description: string; total: number }) => [line.description, line.total, false]),
    );
    expect(invoice.activity[0]?.summary).toBe(`Created from estimate ${estimate.number} (whole estimate)`);
    const after = await estimateOf(estimate.id);
    expect(after).toMatchObject({ status: 'invoiced', invoices: [{ id: invoice.id, number: invoice.number, role: 'full', total: invoice.total, status: 'draft' }] });
    expect(after.job).toMatchObject({ invoiced: estimate.total, remainingToInvoice: 0 });
    expect(after.activity[0]).toMatchObject({ type: 'converted', summary: `Invoiced the whole estimate as ${invoice.number}` });
  });

  it('answers the same invoice, 200, when asked again; a deposit or final after it answers 409', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const first = await convert(estimate.id, 'full');
    const again = await convert(estimate.id, 'full');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    for (const mode of ['deposit', 'final']) {
      const refused = await convert(estimate.id, mode);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`This estimate was already invoiced in full as ${first.body.number}.`);
    }
    expect((await owner.as(t.request().post(`/api/estimates/${estimate.id}/revise`))).body.message).toBe(
      'This estimate has been invoiced, so it is not revised. Record a change order instead.',
    );
  });

  it('makes one invoice from 20 parallel requests', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const before = await invoiceCount();
    const responses = await Promise.all(Array.from({ length: 20 }, () => convert(estimate.id, 'full')));
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect(await invoiceCount()).toBe(before + 1);
    expect((await estimateOf(estimate.id)).invoices).toHaveLength(1);
  }, 120_000);
});

describe('a deposit, then the final invoice', () => {
  it('invoices the requested deposit split by tax group, and the final invoice deducts it: together the accepted total to the unit, taxes included', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId, {}, true);
    const depositResponse = await convert(estimate.id, 'deposit');
    expect(depositResponse.status).toBe(201);
    const deposit = invoiceSchema.parse(depositResponse.body);
    expect(deposit.total).toBe(estimate.depositAmount);
    expect(deposit.source).toMatchObject({ role: 'deposit' });
    expect(deposit.lines.map((line) => line.description)).toEqual([
      `Deposit (30 %) on estimate ${estimate.number}, untaxed work`,
      `Deposit (30 %) on estimate ${estimate.number}, work taxed at Sales tax 8.25 %`,
    ]);
    expect((await estimateOf(estimate.id)).status).toBe('partly_invoiced');

    const full = await convert(estimate.id, 'full');
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(`A deposit was invoiced as ${deposit.number}. Convert the final invoice instead: it deducts the deposit.`);

    const finalResponse = await convert(estimate.id, 'final');
    expect(finalResponse.status).toBe(201);
    const final = invoiceSchema.parse(finalResponse.body);
    expect(final.lines.filter((line) => line.description === `Less deposit ${deposit.number}`)).toHaveLength(2);
    expect(deposit.total + final.total).toBe(estimate.total);
    expect(deposit.totals.taxTotal + final.totals.taxTotal).toBe(estimate.totals.taxTotal);
    const after = await estimateOf(estimate.id);
    expect(after.status).toBe('invoiced');
    expect(after.invoices.map((invoice: { role: string }) => invoice.role)).toEqual(['deposit', 'final']);
    expect(after.job).toMatchObject({ invoiced: estimate.total, remainingToInvoice: 0 });
    expect((await convert(estimate.id, 'deposit')).body.id).toBe(deposit.id);
  });

  it('refuses a deposit the estimate does not ask for, and any conversion before acceptance', async () => {
    const noDeposit = await addAcceptedEstimate(t, owner, clientId, { deposit: null });
    const refused = await convert(noDeposit.id, 'deposit');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This estimate asks for no deposit. Convert it in full instead.');
    const draft = await addEstimate(t, owner, clientId);
    const early = await convert(draft.id, 'full');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only an accepted estimate is converted to an invoice.');
    expect((await convert(draft.id, 'half')).status).toBe(400);
  });
});
