import { formatMoney, invoiceSchema } from '@ledgerline/contracts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate } from './support/estimates.ts';
import { taxesById } from './support/taxes.ts';
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

const convert = (id: string, body: object) => owner.as(t.request().post(`/api/estimates/${id}/convert`)).send(body);
const estimateOf = async (id: string) => (await owner.as(t.request().get(`/api/estimates/${id}`))).body;
const depositsOf = async (id: string) => (await estimateOf(id)).invoices.filter((invoice: { role: string }) => invoice.role === 'deposit');
const usd = (minor: number) => formatMoney(minor, 'USD', 'en-US');


describe('several deposits on one estimate', () => {
  it('invoices a further deposit, and the final invoice deducts both: together the accepted total to the unit, taxes included', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId, {}, true);
    const first = invoiceSchema.parse((await convert(estimate.id, { mode: 'deposit' })).body);
    const secondResponse = await convert(estimate.id, { mode: 'deposit', deposit: { type: 'percent', value: '20' }, depositsBefore: 1 });
    expect(secondResponse.status).toBe(201);
    const second = invoiceSchema.parse(secondResponse.body);
    expect(second.id).not.toBe(first.id);
    expect(second.lines.map((line) => line.description)).toEqual([
      `Deposit (20 %) on estimate ${estimate.number}, untaxed work`,
      `Deposit (20 %) on estimate ${estimate.number}, work taxed at Sales tax 8.25 %`,
    ]);
    expect((await estimateOf(estimate.id)).status).toBe('partly_invoiced');

    const final = invoiceSchema.parse((await convert(estimate.id, { mode: 'final' })).body);
    for (const deposit of [first, second]) expect(final.lines.filter((line) => line.description === `Less deposit ${deposit.number}`)).toHaveLength(2);
    // The deductions close the invoice, after the work.
    expect(final.lines.slice(-4).map((line) => line.description)).toEqual([first, first, second, second].map((deposit) => `Less deposit ${deposit.number}`));
    expect(first.total + second.total + final.total).toBe(estimate.total);
    expect(taxesById([first, second, final])).toEqual(taxesById([estimate]));
    expect((await estimateOf(estimate.id)).job).toMatchObject({ invoiced: estimate.total, remainingToInvoice: 0 });
  });

  it('makes one further deposit from 20 parallel requests asked after the same deposits (double clicks, two tabs)', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const first = (await convert(estimate.id, { mode: 'deposit' })).body;
    const ask = { mode: 'deposit', deposit: { type: 'amount', value: 50_000 }, depositsBefore: 1 };
    const responses = await Promise.all(Array.from({ length: 20 }, () => convert(estimate.id, ask)));
    expect(responses.map((response) => response.status).sort()).toEqual([...Array.from({ length: 19 }, () => 200), 201]);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    const deposits = await depositsOf(estimate.id);
    expect(deposits.map((deposit: { id: string }) => deposit.id)).toEqual([first.id, responses[0]?.body.id]);
    expect((await convert(estimate.id, { mode: 'deposit' })).body.id).toBe(first.id);
  }, SETUP_TIMEOUT_MS);

  it('never lets the deposits pass the accepted total, and refuses a count of deposits that was never made', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const first = (await convert(estimate.id, { mode: 'deposit' })).body;
    const left = estimate.total - first.total;
    const tooMuch = await convert(estimate.id, { mode: 'deposit', deposit: { type: 'amount', value: left + 1 }, depositsBefore: 1 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(`This deposit (${usd(left + 1)}) and those already invoiced would come to more than the accepted total. At most ${usd(left)} is left to ask.`);
    const stale = await convert(estimate.id, { mode: 'deposit', deposit: { type: 'percent', value: '10' }, depositsBefore: 3 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The deposits of this estimate have changed since you opened it. Reload the page, then ask again.');

    const rest = await convert(estimate.id, { mode: 'deposit', deposit: { type: 'amount', value: left }, depositsBefore: 1 });
    expect(rest.status).toBe(201);
    const none = await convert(estimate.id, { mode: 'deposit', deposit: { type: 'percent', value: '1' }, depositsBefore: 2 });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('The deposits already invoiced come to the whole accepted total. Convert the final invoice instead.');
    expect(await depositsOf(estimate.id)).toHaveLength(2);
  });

  it('takes a deposit amount only for a deposit, and a whole count of deposits', async () => {
    const estimate = await addAcceptedEstimate(t, owner, clientId);
    const full = await convert(estimate.id, { mode: 'full', deposit: { type: 'percent', value: '10' } });
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('Only a deposit invoice takes a deposit amount.');
    expect((await convert(estimate.id, { mode: 'deposit', depositsBefore: -1 })).status).toBe(400);
    expect((await convert(estimate.id, { mode: 'deposit', deposit: { type: 'percent', value: '150' } })).status).toBe(400);
    expect((await estimateOf(estimate.id)).invoices).toEqual([]);
  });
});
