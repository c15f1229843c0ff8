import { creditNoteSchema, invoiceSchema, type Invoice } from '@ledgerline/contracts';
import { pdfText } from '@ledgerline/documents/test-support/pdf-text.ts';
import { addClient, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { binary } from './support/client-copies.ts';
import { addAcceptedEstimate, addSentChangeOrder, approveChangeOrder, TAX } from './support/estimates.ts';
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

/**
 * A job whose per-line tax rounding is where a folded discount would drift: three taxed lines at
 * odd prices, 7.5 % off the estimate, a 30 % deposit, then an approved change order.
 */
async function jobWithDiscount() {
  const estimate = await addAcceptedEstimate(t, owner, clientId, {
    lines: [
      { description: 'Tile, bathroom floor', quantity: '3', unitPrice: 33_333, taxes: [TAX] },
      { description: 'Vanity', quantity: '1', unitPrice: 12_345, taxes: [TAX] },
      { description: 'Labour', quantity: '7', unitPrice: 4_999 },
    ],
    discount: { type: 'percent', value: '7.5' },
  });
  const deposit = invoiceSchema.parse((await convert(estimate.id, { mode: 'deposit' })).body);
  const changeOrder = await addSentChangeOrder(t, owner, estimate.id, { lines: [{ description: 'Heated floor mat', quantity: '1', unitPrice: 54_321, taxes: [TAX] }] });
  await approveChangeOrder(t, changeOrder.publicUrl);
  const final = invoiceSchema.parse((await convert(estimate.id, { mode: 'final' })).body);
  return { estimate, deposit, changeOrder, final };
}

describe('a job’s final invoice reads like the signed estimate', () => {
  it('keeps the estimate’s lines and discount as signed, each change order under its heading and the deposit under “Less previous”, to the unit and tax by tax', async () => {
    const { estimate, deposit, changeOrder, final } = await jobWithDiscount();
    expect(final.layout).toEqual({
      discountLines: 3,
      sections: [
        { title: `Estimate ${estimate.number}`, lines: 3 },
        { title: `Change order ${changeOrder.number}`, lines: 1 },
        { title: 'Less previous', lines: deposit.lines.length },
      ],
    });
    expect(final.discount).toEqual({ type: 'percent', value: '7.5' });
    expect(final.lines.map((line) => line.description)).toEqual([
      'Tile, bathroom floor',
      'Vanity',
      'Labour',
      'Heated floor mat',
      ...deposit.lines.map(() => `Less deposit ${deposit.number}`),
    ]);
    // The estimate's lines carry the very figures the client signed: same prices, same discount shares, same taxes.
    const figures = (line: Invoice['lines'][number]) => [line.quantity, line.unitPrice, line.discountShare, line.net, line.taxAmounts, line.total];
    expect(final.lines.slice(0, 3).map(figures)).toEqual(estimate.lines.map(figures));
    expect(final.totals.discount).toBe(estimate.totals.discount);
    // The change order and the deduction take none of the discount.
    for (const line of final.lines.slice(3)) expect(line.discountShare).toBe(0);
    expect(deposit.total + final.total).toBe(estimate.total + changeOrder.totals.total);
    expect(taxesById([deposit, final])).toEqual(taxesById([estimate, changeOrder]));
  });

  it('prints the headings and the discount as one line in its PDF', async () => {
    const { estimate, changeOrder, final } = await jobWithDiscount();
    const response = await binary(owner.as(t.request().get(`/api/invoices/${final.id}/pdf`)));
    expect(response.status).toBe(200);
    const text = (await pdfText(new Uint8Array(response.body as Buffer))).replace(/\s+/g, ' ');
    expect(text).toContain(`Estimate ${estimate.number}`);
    expect(text).toMatch(/Labour .*Discount \(7\.5%\) -\$[\d,.]+ Change order/);
    expect(text).toContain(`Change order ${changeOrder.number} Heated floor mat`);
    expect(text).toContain('Less previous Less deposit');
    expect(text).not.toMatch(/Subtotal .* Discount/);
  });

  it('keeps its lines and discount as the job made them while a draft (409 naming them), and its credit note takes the discount only with the estimate’s lines', async () => {
    const { final } = await jobWithDiscount();
    const edit = {
      clientId,
      issueDate: final.issueDate,
      dueDate: final.dueDate,
      currency: final.currency,
      lines: final.lines.slice(1).map(({ description, quantity, unitPrice, unit, taxes, discount }) => ({ description, quantity, unitPrice, unit, taxes, discount })),
      discount: final.discount,
      notes: 'Thanks',
      terms: final.terms,
      exchangeRate: null,
      version: final.version,
    };
    const refused = await owner.as(t.request().put(`/api/invoices/${final.id}`)).send(edit);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Invoice ${final.number} bills its job as signed, with its change orders and deposits, so its lines stay as the job recorded them. Bill more through a change order, or correct it with a credit note once it is issued.`,
    );
    const notes = await owner.as(t.request().put(`/api/invoices/${final.id}`)).send({ ...edit, lines: final.lines.map(({ description, quantity, unitPrice, unit, taxes, discount }) => ({ description, quantity, unitPrice, unit, taxes, discount })) });
    expect(notes.status).toBe(200);
    const saved = invoiceSchema.parse(notes.body);
    expect(saved).toMatchObject({ total: final.total, layout: final.layout, notes: 'Thanks' });

    await owner.as(t.request().post(`/api/invoices/${final.id}/send`)).send().expect(200);
    const changeOrderLine = saved.lines[3]!;
    const partial = await owner.as(t.request().post('/api/credit-notes')).send({
      invoiceId: final.id,
      issueDate: final.issueDate,
      reason: 'Mat not fitted',
      lines: [{ invoiceLineId: changeOrderLine.id, quantity: '1' }],
      remainder: 'client_credit',
    });
    expect(partial.status).toBe(201);
    const credit = creditNoteSchema.parse(partial.body);
    expect(credit.total).toBe(changeOrderLine.total);
    expect(credit.layout).toEqual({ discountLines: 0, sections: [{ title: final.layout.sections[1]!.title, lines: 1 }] });
    const rest = creditNoteSchema.parse((await owner.as(t.request().post('/api/credit-notes')).send({ invoiceId: final.id, issueDate: final.issueDate, reason: 'Cancelled', lines: null, remainder: 'client_credit' }).expect(201)).body);
    expect(credit.total + rest.total).toBe(final.total);
    expect(rest.totals.discount).toBe(final.totals.discount);
  });
});
