import { notificationListSchema, notificationSchema, notificationsReadAllSchema, problemSchema } from '@ledgerline/contracts';
import { ACROSS_ACCOUNTS } from '../src/db/account-scope.ts';
import { Notification } from '../src/modules/notifications/notification.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { addClient, addInvoice, signUp, type Member, SETUP_TIMEOUT_MS } from './support/business.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

async function accountOf(member: Member): Promise<string> {
  const user = await t.db.orm.em.fork().findOneOrFail(User, { usernameKey: member.username.toLowerCase() }, ACROSS_ACCOUNTS);
  return user.account.id;
}

/** Writes notifications straight to the database, one minute apart, the last one newest. */
async function seedNotifications(member: Member, count: number): Promise<void> {
  const em = t.db.orm.em.fork();
  const account = await accountOf(member);
  const start = Date.UTC(2026, 10, 1);
  for (let n = 1; n <= count; n += 1) {
    em.create(Notification, {
      account,
      kind: 'invoice_paid',
      title: `Notice ${n}`,
      body: `Body ${n}`,
      link: null,
      createdAt: new Date(start + n * 60_000),
    });
  }
  await em.flush();
}

const list = async (member: Member) => {
  const response = await member.as(t.request().get('/api/notifications'));
  expect(response.status).toBe(200);
  return notificationListSchema.strict().parse(response.body);
};
const markRead = (member: Member, id: string) => member.as(t.request().post(`/api/notifications/${id}/read`));

describe('GET /api/notifications', () => {
  it('lists the newest 50, newest first, and counts every unread one of the account', async () => {
    const member = await signUp(t);
    expect(await list(member)).toEqual({ items: [], unread: 0 });
    await seedNotifications(member, 55);
    const { items, unread } = await list(member);
    expect(items).toHaveLength(50);
    expect(items.map((item) => item.title).slice(0, 2)).toEqual(['Notice 55', 'Notice 54']);
    expect(items.at(-1)?.title).toBe('Notice 6');
    expect(unread).toBe(55);
    expect(items[0]).toEqual({
      id: expect.any(String),
      kind: 'invoice_paid',
      title: 'Notice 55',
      body: 'Body 55',
      link: null,
      createdAt: new Date(Date.UTC(2026, 10, 1) + 55 * 60_000).toISOString(),
      read: false,
    });
  });

  it('answers 401 problem+json when signed out', async () => {
    for (const request of [t.request().get('/api/notifications'), t.request().post('/api/notifications/read-all'), t.request().post(`/api/notifications/${MISSING}/read`)]) {
      const response = await request;
      expect(response.status).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemSchema.parse(response.body).message).toBe('You are not signed in.');
    }
  });
});

describe('marking notifications read', () => {
  it('marks one read and answers it; a second time changes nothing', async () => {
    const member = await signUp(t);
    await seedNotifications(member, 3);
    const [newest, middle] = (await list(member)).items;
    const first = await markRead(member, middle?.id ?? '');
    expect(first.status).toBe(200);
    expect(notificationSchema.strict().parse(first.body)).toEqual({ ...middle, read: true });
    const again = await markRead(member, middle?.id ?? '');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const after = await list(member);
    expect(after.unread).toBe(2);
    expect(after.items.map((item) => item.read)).toEqual([false, true, false]);
    expect(after.items[0]?.id).toBe(newest?.id);
  });

  it('marks all of the account read, and no other account', async () => {
    const [member, neighbour] = [await signUp(t), await signUp(t)];
    await Promise.all([seedNotifications(member, 60), seedNotifications(neighbour, 2)]);
    const response = await member.as(t.request().post('/api/notifications/read-all'));
    expect(response.status).toBe(200);
    expect(notificationsReadAllSchema.strict().parse(response.body)).toEqual({ unread: 0 });
    const after = await list(member);
    expect(after.unread).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
    expect((await list(neighbour)).unread).toBe(2);
  });

  it("answers another account's, a missing and a malformed id with the same readable 404", async () => {
    const [member, intruder] = [await signUp(t), await signUp(t)];
    await seedNotifications(member, 1);
    const [notice] = (await list(member)).items;
    const bodies = [];
    for (const id of [notice?.id ?? '', MISSING, 'not-a-uuid']) {
      const response = await markRead(intruder, id);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const { requestId: _ignored, ...body } = problemSchema.parse(response.body);
      bodies.push(body);
    }
    expect(bodies[0]).toMatchObject({ message: 'There is nothing at this address.' });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await list(member)).unread).toBe(1);
  });
});

describe('events that notify the account', () => {
  let owner: Member;
  let clientId: string;
  beforeAll(async () => {
    owner = await signUp(t);
    clientId = await addClient(t, owner, { name: 'Harbor View Dental', company: 'Harbor View' });
  }, SETUP_TIMEOUT_MS);

  const notices = async (kind: string, invoiceId: string) =>
    (await list(owner)).items.filter((item) => item.kind === kind && item.link === `/invoices/edit/${invoiceId}`);

  it('the first view of the public link by someone else notifies once; the owner previewing it does not', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    const sent = await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send();
    const publicPath = new URL(sent.body.publicUrl).pathname.replace('/view/invoice/', '/api/public/invoices/');

    expect((await owner.as(t.request().get(publicPath))).status).toBe(200);
    expect(await notices('invoice_viewed', invoice.id)).toEqual([]);

    const unreadBefore = (await list(owner)).unread;
    expect((await t.request().get(publicPath)).status).toBe(200);
    expect((await t.request().get(publicPath)).status).toBe(200);
    const someoneElse = await signUp(t);
    expect((await someoneElse.as(t.request().get(publicPath))).status).toBe(200);

    expect(await notices('invoice_viewed', invoice.id)).toEqual([
      expect.objectContaining({ title: `Invoice ${invoice.number} was viewed`, body: 'Harbor View Dental opened it through its public link.', read: false }),
    ]);
    expect((await list(owner)).unread).toBe(unreadBefore + 1);
    expect((await list(someoneElse)).items).toEqual([]);
  });

  it('the payment that settles an invoice notifies once; a part payment does not', async () => {
    const invoice = await addInvoice(t, owner, clientId);
    await owner.as(t.request().post(`/api/invoices/${invoice.id}/send`)).send();
    const pay = (amount: number) => owner.as(t.request().post(`/api/invoices/${invoice.id}/payments`)).send({ amount, date: '2026-11-10', method: 'card' });

    expect((await pay(1000)).status).toBe(201);
    expect(await notices('invoice_paid', invoice.id)).toEqual([]);
    const settled = await pay(invoice.total - 1000);
    expect(settled.body.status).toBe('paid');
    const overpaid = await pay(1);
    expect(overpaid.status).toBe(422);

    expect(await notices('invoice_paid', invoice.id)).toEqual([
      expect.objectContaining({
        title: `Invoice ${invoice.number} was paid`,
        body: `Harbor View Dental has paid it in full: ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(invoice.total / 100)}.`,
        read: false,
      }),
    ]);
  });
});
