import { clientListSchema, invoiceLinkSchema, invoiceListSchema, invoiceSchema, problemSchema } from '@ledgerline/contracts';
import { addClient, addInvoice, invoiceBody, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Member;
let clientId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  clientId = await addClient(t, owner);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const parseInvoice = (body: unknown) => invoiceSchema.strict().parse(body);
const post = (path: string, body?: object) => owner.as(t.request().post(path)).send(body);
const pay = (id: string, amount: number) => post(`/api/invoices/${id}/payments`, { amount, date: '2026-11-10', method: 'bank_transfer', reference: 'TX-1' });

describe('creating and reading', () => {
  it('creates a draft with server-computed totals, ignoring totals sent by the browser', async () => {
    const response = await post('/api/invoices', { ...invoiceBody(clientId), total: 1, totals: { total: 1 }, status: 'paid' });
    expect(response.status).toBe(201);
    const invoice = parseInvoice(response.body);
    expect(invoice).toMatchObject({ status: 'draft', overdue: false, taxMode: 'exclusive', amountPaid: 0, version: 1, publicUrl: null });
    // 10 h × 45.00 with 8.875 % tax = 450.00 + 39.94; lumber 1,200.00 untaxed.
    expect(invoice.totals).toMatchObject({ subtotal: 165000, discount: 0, taxTotal: 3994, total: 168994 });
    expect(invoice.balance).toBe(168994);
    expect(invoice.lines.map((line) => line.total)).toEqual([48994, 120000]);
    expect(invoice.activity).toEqual([expect.objectContaining({ type: 'created', actor: owner.username })]);
    expect(parseInvoice((await owner.as(t.request().get(`/api/invoices/${invoice.id}`))).body)).toEqual(invoice);
  });

  it('spreads a document discount over the lines', async () => {
    const invoice = await addInvoice(t, owner, clientId, { discount: { type: 'percent', value: '10' } });
    expect(invoice.totals).toMatchObject({ subtotal: 165000, discount: 16500 });
    expect(invoice.totals.total).toBe(invoice.lines.reduce((sum: number, line: { total: number }) => sum + line.total, 0));
  });

  it('answers 404 for a client that does not exist', async () => {
    const response = await post('/api/invoices', invoiceBody('00000000-0000-4000-8000-000000000000'));
    expect(response.status).toBe(404);
    expect(problemSchema.parse(response.body)).toMatchObject({ code: 'client_not_found', fields: { clientId: ['That client does not exist.'] } });
  });

  it('answers 400 for a due date before the issue date', async () => {
    const response = await post('/api/invoices', invoiceBody(clientId, { dueDate: '2026-10-01' }));
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty('dueDate');
  });
});

describe('numbering', () => {
  it('numbers from the pattern, skips a number a user already typed, and refuses a duplicate with 409', async () => {
    const member = await signUp(t);
    const client = await addClient(t, member);
    const first = await addInvoice(t, member, client);
    expect(first.number).toBe('INV-2026-0001');
    const typed = await addInvoice(t, member, client, { number: 'INV-2026-0002' });
    expect(typed.number).toBe('INV-2026-0002');
    expect((await addInvoice(t, member, client)).number).toBe('INV-2026-0003');
    const duplicate = await member.as(t.request().post('/api/invoices')).send(invoiceBody(client, { number: 'INV-2026-0001' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'number_taken', fields: { number: ['Another invoice already has this number.'] } });
    const renamed = await member.as(t.request().put(`/api/invoices/${typed.id}`)).send({ ...invoiceBody(client), number: 'INV-2026-0001', version: typed.version });
    expect(renamed.status).toBe(409);
  });

  it('answers 422 when the pattern would make a number longer than the column', async () => {
    const member = await signUp(t);
    const client = await addClient(t, member);
    const pattern = `${'X'.repeat(37)}{0}`;
    await member.as(t.request().put('/api/account/settings')).send({ businessName: 'Long', currency: 'USD', invoiceNumberPattern: pattern });
    const first = await addInvoice(t, member, client);
    // As if 998 more invoices had been numbered since.
    await t.db.orm.em.fork().execute(`update document_counter set next_value = 1000 where account_id = (select account_id from invoice where id = ?)`, [first.id]);
    const response = await member.as(t.request().post('/api/invoices')).send(invoiceBody(client));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('number_too_long');
  });

  it('gives 50 concurrent creates 50 distinct numbers and no error', async () => {
    const member = await signUp(t);
    const client = await addClient(t, member);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => member.as(t.request().post('/api/invoices')).send(invoiceBody(client))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = new Set(responses.map((r) => r.body.number));
    expect(numbers.size).toBe(50);
    expect([...numbers].sort().at(-1)).toBe('INV-2026-0050');
  }, SETUP_TIMEOUT_MS);
});

describe('editing', () => {
  it('replaces the lines, bumps the version and records the edit', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const response = await owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send({
      ...invoiceBody(clientId, { lines: [{ description: 'Call-out', quantity: '1.5', unitPrice: 999 }] }),
      version: invoice.version,
    });
    expect(response.status).toBe(200);
    const edited = parseInvoice(response.body);
    expect(edited).toMatchObject({ number: invoice.number, version: invoice.version + 1, total: 1499 });
    expect(edited.lines).toHaveLength(1);
    expect(edited.activity.map((event) => event.type)).toEqual(['updated', 'created']);
  });

  it('answers 409 for a stale version and keeps the newer save', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const body = { ...invoiceBody(clientId), notes: 'first', version: invoice.version };
    expect((await owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send(body)).status).toBe(200);
    const stale = await owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send({ ...body, notes: 'second' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_version');
    expect((await owner.as(t.request().get(`/api/invoices/${invoice.id}`))).body.notes).toBe('first');
  });

  it('answers 400 when the version is missing', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const response = await owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send(invoiceBody(clientId));
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty('version');
  });
});

describe('payments and status', () => {
  it('moves draft → sent → partial → paid and back as payments come and go', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const sent = parseInvoice((await post(`/api/invoices/${invoice.id}/send`)).body);
    expect(sent).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect(sent.publicUrl).toMatch(new RegExp(`^${t.origin}/view/invoice/[A-Za-z0-9_-]{43}$`));

    const partial = await pay(invoice.id, 68994);
    expect(partial.status).toBe(201);
    expect(parseInvoice(partial.body)).toMatchObject({ status: 'partial', amountPaid: 68994, balance: 100000 });

    const paid = parseInvoice((await pay(invoice.id, 100000)).body);
    expect(paid).toMatchObject({ status: 'paid', balance: 0 });
    expect(paid.payments).toHaveLength(2);

    const [firstPayment] = paid.payments;
    const removed = await owner.as(t.request().delete(`/api/invoices/${invoice.id}/payments/${firstPayment?.id}`));
    expect(parseInvoice(removed.body)).toMatchObject({ status: 'partial', amountPaid: 100000, balance: 68994 });
    const activity = parseInvoice(removed.body).activity.map((event) => event.type);
    expect(activity).toEqual(['payment_deleted', 'payment_recorded', 'payment_recorded', 'sent', 'created']);
  });

  it('answers 422 for a payment above the balance and records nothing', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    await post(`/api/invoices/${invoice.id}/send`);
    const response = await pay(invoice.id, invoice.total + 1);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'overpayment', message: 'The payment is more than the $1,689.94 still owed.' });
    expect((await owner.as(t.request().get(`/api/invoices/${invoice.id}`))).body.payments).toEqual([]);
  });

  it.each([
    ['sent', async (id: string) => (await post(`/api/invoices/${id}/send`)).body],
    ['paid', async (id: string) => (await pay(id, 168994)).body],
  ])('keeps what a %s invoice bills: lines and money answer 409 and change nothing', async (_status, issue) => {
    const invoice = await addInvoice(t, owner, clientId);
    const issued = parseInvoice(await issue(invoice.id));
    const edit = (overrides: Record<string, unknown>) =>
      owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send({ ...invoiceBody(clientId, overrides), version: issued.version });

    const lines = await edit({ lines: [{ description: 'Small', quantity: '1', unitPrice: 100 }], discount: { type: 'amount', value: 100 } });
    expect(lines.status).toBe(409);
    expect(problemSchema.parse(lines.body)).toMatchObject({ code: 'invoice_issued' });
    expect(lines.body.message).toMatch(new RegExp(`^Invoice ${invoice.number} has been issued, so its lines and discount stay as issued\\. Only its due date, notes, terms and template can change\\.`));
    expect((await edit({ issueDate: '2026-11-02' })).body.message).toMatch(/its issue date stay/);
    expect(parseInvoice((await owner.as(t.request().get(`/api/invoices/${invoice.id}`))).body)).toEqual(issued);
  });

  it('changes the due date, notes and terms of an issued invoice, each in its activity, and nothing it bills', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const paid = parseInvoice((await pay(invoice.id, 168994)).body);
    // The same lines written another way ("10.00" hours) are the same lines.
    const sameLines = invoiceBody(clientId).lines.map((line, index) => (index === 0 ? { ...line, quantity: '10.00' } : line));
    const response = await owner
      .as(t.request().put(`/api/invoices/${invoice.id}`))
      .send({ ...invoiceBody(clientId, { lines: sameLines, dueDate: '2026-12-15', notes: 'Thank you' }), version: paid.version });
    expect(response.status).toBe(200);
    const edited = parseInvoice(response.body);
    expect(edited).toMatchObject({ status: 'paid', dueDate: '2026-12-15', notes: 'Thank you', totals: paid.totals, lines: paid.lines, amountPaid: 168994, balance: 0 });
    expect(edited.activity.filter((event) => event.type === 'updated').map((event) => event.summary).sort()).toEqual([
      `Changed the due date of issued invoice ${invoice.number} from 2026-12-01 to 2026-12-15`,
      `Changed the notes of issued invoice ${invoice.number}`,
    ]);
  });

  it('derives overdue from the due date', async () => {
    const invoice = await addInvoice(t, owner, clientId, { issueDate: '2020-01-01', dueDate: '2020-01-31' });
    expect(invoice.overdue).toBe(false);
    const sent = parseInvoice((await post(`/api/invoices/${invoice.id}/send`)).body);
    expect(sent.overdue).toBe(true);
    const overdue = invoiceListSchema.parse((await owner.as(t.request().get('/api/invoices?status=overdue'))).body);
    expect(overdue.items.map((item) => item.id)).toContain(invoice.id);
    expect(overdue.items.every((item) => item.overdue)).toBe(true);
  });
});

describe('void and delete', () => {
  it('voids an invoice without payments; a void one is not edited, paid or sent', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const voided = parseInvoice((await post(`/api/invoices/${invoice.id}/void`)).body);
    expect(voided.status).toBe('void');
    expect(voided.activity[0]).toMatchObject({ type: 'voided' });
    const edit = await owner.as(t.request().put(`/api/invoices/${invoice.id}`)).send({ ...invoiceBody(clientId), version: voided.version });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('invoice_void');
    expect((await pay(invoice.id, 100)).status).toBe(422);
    expect((await post(`/api/invoices/${invoice.id}/send`)).status).toBe(409);
  });

  it('refuses to delete an invoice with payments (409); voiding it credits all of it and keeps its payments on record', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    await pay(invoice.id, 100);
    const deleting = await owner.as(t.request().delete(`/api/invoices/${invoice.id}`));
    expect(deleting.status).toBe(409);
    expect(deleting.body.message).toMatch(/void it instead/);
    const voided = parseInvoice((await post(`/api/invoices/${invoice.id}/void`)).body);
    expect(voided).toMatchObject({ status: 'void', balance: 0, amountPaid: 100, amountCredited: invoice.totals.total });
    // The money paid went back with the credit note, so its payment is a record now.
    const removing = await owner.as(t.request().delete(`/api/invoices/${invoice.id}/payments/${voided.payments[0]!.id}`));
    expect(removing.status).toBe(409);
    expect(removing.body.code).toBe('payment_returned');
  });

  it('deletes an invoice without payments (204), and the list total follows', async () => {
    const total = async () => (await owner.as(t.request().get('/api/invoices?pageSize=1'))).body.total;
    const invoice = await addInvoice(t, owner, clientId);
    const before = await total();
    expect((await owner.as(t.request().delete(`/api/invoices/${invoice.id}`))).status).toBe(204);
    expect((await owner.as(t.request().get(`/api/invoices/${invoice.id}`))).status).toBe(404);
    expect(await total()).toBe(before - 1);
    const counted = await owner.as(t.request().get('/api/invoices?pageSize=1&status=draft'));
    expect(counted.body.total).toBeLessThan(before);
  });
});

describe('gapless numbers', () => {
  it('deletes only the newest draft, whose number the next invoice takes again; an older one or an issued one is voided instead', async () => {
    const member = await signUp(t);
    const client = await addClient(t, member);
    const remove = (id: string) => member.as(t.request().delete(`/api/invoices/${id}`));
    const first = await addInvoice(t, member, client);
    const second = await addInvoice(t, member, client);

    const older = await remove(first.id);
    expect(older.status).toBe(409);
    expect(problemSchema.parse(older.body)).toMatchObject({
      code: 'number_in_series',
      message: `Invoice ${first.number} is not the newest invoice, so deleting it would leave a gap in your invoice numbers. Void it instead: it stays on record as void.`,
    });
    expect((await remove(second.id)).status).toBe(204);
    const again = await addInvoice(t, member, client);
    expect(again.number).toBe(second.number);

    expect((await member.as(t.request().post(`/api/invoices/${again.id}/send`))).status).toBe(200);
    const issued = await remove(again.id);
    expect(issued.status).toBe(409);
    expect(issued.body).toMatchObject({ code: 'invoice_issued', message: `Invoice ${again.number} has been issued, so it stays on record. Void it instead.` });
  });
});

describe('duplicate and link', () => {
  it('duplicates into a new draft with a new number, today\'s date and the same lines', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    await post(`/api/invoices/${invoice.id}/send`);
    const response = await post(`/api/invoices/${invoice.id}/duplicate`);
    expect(response.status).toBe(201);
    const copy = parseInvoice(response.body);
    expect(copy).toMatchObject({ status: 'draft', total: invoice.total, issueDate: new Date().toISOString().slice(0, 10), publicUrl: null });
    expect(copy.number).not.toBe(invoice.number);
    expect(copy.lines.map((line) => line.description)).toEqual(invoice.lines.map((line: { description: string }) => line.description));
  });

  it('rotates and revokes the public link', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const { publicUrl } = (await post(`/api/invoices/${invoice.id}/send`)).body;
    const rotated = invoiceLinkSchema.strict().parse((await post(`/api/invoices/${invoice.id}/link`, { action: 'rotate' })).body);
    expect(rotated.publicUrl).toMatch(/\/view\/invoice\//);
    expect(rotated.publicUrl).not.toBe(publicUrl);
    const revoked = await post(`/api/invoices/${invoice.id}/link`, { action: 'revoke' });
    expect(revoked.body).toEqual({ publicUrl: null, publicLinkExpiresOn: null });
    expect((await post(`/api/invoices/${invoice.id}/link`, { action: 'share' })).status).toBe(400);
  });
});

describe('the list', () => {
  it('filters by status, client, text and dates, sorts and pages on the server', async () => {
    const member = await signUp(t);
    const acme = await addClient(t, member, { name: 'Acme Roofing' });
    const bolt = await addClient(t, member, { name: 'Bolt Electric' });
    const a = await addInvoice(t, member, acme, { issueDate: '2026-01-10', dueDate: '2026-02-10' });
    const b = await addInvoice(t, member, bolt, { issueDate: '2026-03-10', dueDate: '2026-04-10' });
    const c = await addInvoice(t, member, acme, { issueDate: '2026-05-10', dueDate: '2026-06-10' });
    await member.as(t.request().post(`/api/invoices/${b.id}/send`)).send();
    const list = async (query: string) => invoiceListSchema.parse((await member.as(t.request().get(`/api/invoices${query}`))).body);
    const ids = async (query: string) => (await list(query)).items.map((item) => item.id);

    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?sort=issueDate')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?status=draft')).toEqual([c.id, a.id]);
    expect(await ids(`?clientId=${bolt}`)).toEqual([b.id]);
    expect(await ids('?q=bolt')).toEqual([b.id]);
    expect(await ids(`?q=${encodeURIComponent(a.number)}`)).toEqual([a.id]);
    expect(await ids('?from=2026-02-01&to=2026-04-01')).toEqual([b.id]);
    const page = await list('?pageSize=2&page=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((item) => item.id)).toEqual([a.id]);
    expect(page.items[0]?.client).toEqual({ id: acme, name: 'Acme Roofing', company: 'Acme' });
  });

  it('answers 400 for a bad query string', async () => {
    const response = await owner.as(t.request().get('/api/invoices?status=lost&from=yesterday&clientId=x'));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['clientId', 'from', 'status']);
  });
});

describe('client balances and archiving', () => {
  it('count sent invoices in the balance, and sort clients by what they owe', async () => {
    const member = await signUp(t);
    const owing = await addClient(t, member, { name: 'Owing' });
    await addClient(t, member, { name: 'Clear' });
    const invoice = await addInvoice(t, member, owing);
    await addInvoice(t, member, owing);
    await member.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send();
    await member.as(t.request().post(`/api/invoices/${invoice.id}/payments`)).send({ amount: 994, date: '2026-11-02', method: 'card' });
    const list = clientListSchema.parse((await member.as(t.request().get('/api/clients?sort=-outstanding'))).body);
    expect(list.items[0]).toMatchObject({ name: 'Owing', balance: { invoiced: invoice.total, paid: 994, outstanding: invoice.total - 994 } });
    expect(list.items[1]?.balance).toEqual({ invoiced: 0, paid: 0, outstanding: 0, credit: 0 });
    const one = await member.as(t.request().get(`/api/clients/${owing}`));
    expect(one.body.balance).toEqual(list.items[0]?.balance);
  });

  it('archive a client that has invoices instead of deleting it', async () => {
    const busy = await addClient(t, owner);
    await addInvoice(t, owner, busy);
    expect((await owner.as(t.request().delete(`/api/clients/${busy}`))).body).toEqual({ outcome: 'archived' });
    expect((await owner.as(t.request().get(`/api/clients/${busy}`))).body.archived).toBe(true);
    const archived = await owner.as(t.request().get('/api/clients?archived=only'));
    expect(archived.body.items.map((c: { id: string }) => c.id)).toContain(busy);
    const active = await owner.as(t.request().get('/api/clients?pageSize=100'));
    expect(active.body.items.map((c: { id: string }) => c.id)).not.toContain(busy);
  });

  it('restore an archived client into the list, and only for its own account', async () => {
    const busy = await addClient(t, owner);
    await addInvoice(t, owner, busy);
    await owner.as(t.request().delete(`/api/clients/${busy}`));
    const stranger = await signUp(t);
    expect((await stranger.as(t.request().post(`/api/clients/${busy}/restore`))).status).toBe(404);
    const restored = await owner.as(t.request().post(`/api/clients/${busy}/restore`));
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: busy, archived: false });
    const active = await owner.as(t.request().get('/api/clients?pageSize=100'));
    expect(active.body.items.map((c: { id: string }) => c.id)).toContain(busy);
  });
});
