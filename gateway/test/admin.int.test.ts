import {
  adminAccountListSchema,
  adminAccountSchema,
  adminAuditListSchema,
  adminContactListSchema,
  adminContactMessageSchema,
  adminDashboardSchema,
  adminUserListSchema,
  adminUserSchema,
  problemSchema,
  subscriptionStatusSchema,
  type AdminAction,
} from '@ledgerline/contracts';
import { accountIdOf, addClient, addInvoice, signInAdmin, signUp, SETUP_TIMEOUT_MS, type Member } from './support/business.ts';
import { cookieHeader, newUser, startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Member & { id: string };
let user: Member;

async function idOf(member: Member): Promise<string> {
  return (await member.as(t.request().get('/api/user'))).body.id as string;
}

async function sendContactMessage(subject = 'Question about change orders') {
  const email = `${Math.random().toString(36).slice(2, 10)}@visitor.example`;
  const response = await t.request().post('/api/contact').send({ name: 'Dana Whitfield', email, subject, message: 'Can a change order carry its own signature?' });
  expect(response.status).toBe(201);
  const list = adminContactListSchema.parse((await admin.as(t.request().get('/api/admin/contacts')).query({ q: email })).body);
  return list.items[0]!;
}

async function auditActions(): Promise<AdminAction[]> {
  const response = await admin.as(t.request().get('/api/admin/audit')).query({ pageSize: 100 });
  return adminAuditListSchema.parse(response.body).items.map((event) => event.action);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  user = await signUp(t);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

/** Every admin route, each with what it needs to answer 200 for an admin. */
const ROUTES: { method: 'get' | 'post' | 'put'; path: string | (() => Promise<string>); body?: object }[] = [
  { method: 'get', path: '/api/admin/dashboard' },
  { method: 'get', path: '/api/admin/dashboard/documents-by-kind.csv' },
  { method: 'get', path: '/api/admin/contacts' },
  { method: 'get', path: async () => `/api/admin/contacts/${(await sendContactMessage()).id}` },
  { method: 'post', path: async () => `/api/admin/contacts/${(await sendContactMessage()).id}/handled`, body: { note: 'Answered by phone' } },
  { method: 'post', path: async () => `/api/admin/contacts/${(await sendContactMessage()).id}/reply`, body: { subject: 'Re: your question', message: 'Yes, it can.' } },
  { method: 'get', path: '/api/admin/accounts' },
  { method: 'get', path: async () => `/api/admin/accounts/${await accountIdOf(t, user)}` },
  { method: 'put', path: async () => `/api/admin/accounts/${await accountIdOf(t, await signUp(t))}/plan`, body: { planKey: 'free', interval: 'month' } },
  { method: 'get', path: '/api/admin/users' },
  { method: 'put', path: async () => `/api/admin/users/${await idOf(await signUp(t))}/role`, body: { role: 'user' } },
  { method: 'post', path: async () => `/api/admin/users/${await idOf(await signUp(t))}/disable` },
  { method: 'post', path: async () => `/api/admin/users/${await idOf(await signUp(t))}/enable` },
  { method: 'get', path: '/api/admin/audit' },
];

describe('every /api/admin route', () => {
  it.each(ROUTES.map((route, index) => [`${route.method.toUpperCase()} #${index}`, route] as const))('%s: 401 signed out, 403 for a user, 200 or 201 for an admin', async (_name, route) => {
    const path = typeof route.path === 'string' ? route.path : await route.path();
    const send = (request: ReturnType<ReturnType<TestApp['request']>['get']>) => (route.body ? request.send(route.body) : request);

    const signedOut = await send(t.request()[route.method](path));
    expect(signedOut.status).toBe(401);
    expect(problemSchema.parse(signedOut.body).message).toBe('You are not signed in.');

    const asUser = await send(user.as(t.request()[route.method](path)));
    expect(asUser.status).toBe(403);
    expect(problemSchema.parse(asUser.body).message).toBe('Only an administrator can do this.');

    const asAdmin = await send(admin.as(t.request()[route.method](path)));
    expect([200, 201]).toContain(asAdmin.status);
  });
});

describe('the dashboard', () => {
  it('counts sign-ups, documents, installs and waiting messages of the period across accounts', async () => {
    const before = adminDashboardSchema.parse((await admin.as(t.request().get('/api/admin/dashboard')).query({ days: '7' })).body);
    const member = await signUp(t);
    await addInvoice(t, member, await addClient(t, member));
    await t.request().post('/api/downloads').send({ documentType: 'pwa', deviceType: 'tablet', source: 'pwa_utils' });
    await sendContactMessage();
    const after = adminDashboardSchema.parse((await admin.as(t.request().get('/api/admin/dashboard')).query({ days: '7' })).body);

    expect(after.signupsPerDay).toHaveLength(7);
    const total = (rows: { accounts: number }[]) => rows.reduce((sum, row) => sum + row.accounts, 0);
    expect(total(after.signupsPerDay) - total(before.signupsPerDay)).toBe(1);
    expect(total(after.signupsPerWeek)).toBe(total(after.signupsPerDay));
    const invoices = (dashboard: typeof after) => dashboard.documentsByKind.find((row) => row.kind === 'invoice')?.created;
    expect(invoices(after)! - invoices(before)!).toBe(1);
    const tablets = (dashboard: typeof after) => dashboard.installsByDevice.find((row) => row.deviceType === 'tablet')?.installs;
    expect(tablets(after)! - tablets(before)!).toBe(1);
    expect(after.contactMessagesWaiting - before.contactMessagesWaiting).toBe(1);
    expect(after.activeAccounts.last7Days - before.activeAccounts.last7Days).toBe(1);
    expect(after.accountsByPlan.map((row) => row.plan)).toEqual(['free', 'pro', 'business']);
    expect(after.mrr.total).toBe(0);
  });

  it('counts MRR monthly-normalised by plan, and its new, expansion, contraction and churn movements', async () => {
    const dashboard = async () => adminDashboardSchema.parse((await admin.as(t.request().get('/api/admin/dashboard')).query({ days: '30' })).body);
    const before = await dashboard();
    const em = t.db.orm.em.fork();
    const day = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    /** A subscription on `plan` now and its paid charges, oldest first: [plan, interval, days ago]. */
    async function subscribed(plan: string, interval: 'month' | 'year' | null, charges: [string, 'month' | 'year', number][]) {
      const accountId = await accountIdOf(t, await signUp(t));
      await em.execute(`delete from "subscription" where "account_id" = ?`, [accountId]);
      await em.execute(`insert into "subscription" ("id", "account_id", "plan_key", "interval", "state", "created_at", "updated_at") values (gen_random_uuid(), ?, ?, ?, 'active', now(), now())`, [accountId, plan, interval]);
      for (const [chargePlan, chargeInterval, daysAgo] of charges) {
        await em.execute(
          `insert into "subscription_charge" ("id", "account_id", "idempotency_key", "kind", "plan_key", "interval", "amount", "currency", "outcome", "period_start", "period_end", "created_at")
           values (gen_random_uuid(), ?, gen_random_uuid()::text, 'renewal', ?, ?, 0, 'USD', 'paid', ?, ?, ?)`,
          [accountId, chargePlan, chargeInterval, ago(daysAgo), new Date(ago(daysAgo).getTime() + 30 * day), ago(daysAgo)],
        );
      }
    }
    await subscribed('pro', 'month', [['pro', 'month', 2]]); // new: 12.00
    await subscribed('business', 'year', [['pro', 'month', 60], ['business', 'year', 3]]); // expansion: 290.00 / 12 - 12.00
    await subscribed('pro', 'month', [['business', 'month', 60], ['pro', 'month', 5]]); // contraction: 29.00 - 12.00
    await subscribed('free', null, [['pro', 'month', 40]]); // churn: its last period ended 10 days ago
    const after = await dashboard();

    const moved = (key: keyof typeof after.mrr.movements) => after.mrr.movements[key] - before.mrr.movements[key];
    expect({ new: moved('new'), expansion: moved('expansion'), contraction: moved('contraction'), churn: moved('churn') }).toEqual({ new: 1200, expansion: 2417 - 1200, contraction: 2900 - 1200, churn: 1200 });
    expect(after.mrr.total - before.mrr.total).toBe(1200 + 2417 + 1200);
    const accountsOn = (dashboardNow: typeof after, plan: string) => dashboardNow.accountsByPlan.find((row) => row.plan === plan)!;
    expect(accountsOn(after, 'pro').accounts - accountsOn(before, 'pro').accounts).toBe(2);
    expect(accountsOn(after, 'business').mrr - accountsOn(before, 'business').mrr).toBe(2417);
  });

  it('refuses a period it cannot read with a sentence', async () => {
    const response = await admin.as(t.request().get('/api/admin/dashboard')).query({ from: '2026-01-01' });
    expect(response.status).toBe(400);
    expect(problemSchema.parse(response.body).message).toBe('Give both from and to.');
  });

  it('exports a table as CSV and audits the export', async () => {
    const response = await admin.as(t.request().get('/api/admin/dashboard/accounts-by-plan.csv')).query({ from: '2026-11-01', to: '2026-11-30' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('accounts-by-plan-2026-11-01-2026-11-30.csv');
    expect(response.text.split('\r\n')[0]).toBe('Plan,Accounts,MRR (USD)');
    expect(await auditActions()).toContain('table_exported');
  });

  it('answers 404 for a table it does not have', async () => {
    expect((await admin.as(t.request().get('/api/admin/dashboard/passwords.csv'))).status).toBe(404);
  });
});

describe('the contact inbox', () => {
  it('marks a message handled with a note, who and when, and audits it', async () => {
    const message = await sendContactMessage('Can I import clients?');
    expect(message.state).toBe('new');
    const response = await admin.as(t.request().post(`/api/admin/contacts/${message.id}/handled`)).send({ note: 'Pointed them to CSV import' });
    const handled = adminContactMessageSchema.parse(response.body);
    expect(handled).toMatchObject({ state: 'handled', note: 'Pointed them to CSV import', handledBy: { username: admin.username } });
    expect(handled.handledAt).not.toBeNull();
    const onlyNew = adminContactListSchema.parse((await admin.as(t.request().get('/api/admin/contacts')).query({ state: 'new', pageSize: 100 })).body);
    expect(onlyNew.items.map((item) => item.id)).not.toContain(message.id);
    expect(await auditActions()).toContain('contact_handled');
  });

  it('replies by email through the outbox and audits it', async () => {
    const message = await sendContactMessage();
    const response = await admin.as(t.request().post(`/api/admin/contacts/${message.id}/reply`)).send({ subject: 'Re: change orders', message: 'Yes: each has its own signature.' });
    expect(response.status).toBe(201);
    expect(adminContactMessageSchema.parse(response.body).replies).toEqual([{ subject: 'Re: change orders', sentBy: { id: admin.id, username: admin.username }, sentAt: expect.any(String) }]);
    const sent = (await admin.as(t.request().get('/api/mail'))).body.items as { to: string[]; subject: string }[];
    expect(sent.find((mail) => mail.subject === 'Re: change orders')?.to).toEqual([message.email]);
    expect(await auditActions()).toContain('contact_replied');
  });

  it('answers 404 for a message that does not exist', async () => {
    expect((await admin.as(t.request().post(`/api/admin/contacts/${MISSING}/handled`)).send({})).status).toBe(404);
  });
});

describe('accounts and users', () => {
  it('finds a user by name, and their account with plan and usage', async () => {
    const member = await signUp(t);
    await addClient(t, member);
    const users = adminUserListSchema.parse((await admin.as(t.request().get('/api/admin/users')).query({ q: member.username })).body);
    expect(users.items).toHaveLength(1);
    const accounts = adminAccountListSchema.parse((await admin.as(t.request().get('/api/admin/accounts')).query({ q: member.username })).body);
    expect(accounts.items.map((account) => account.id)).toEqual([users.items[0]!.accountId]);
    const account = adminAccountSchema.parse((await admin.as(t.request().get(`/api/admin/accounts/${users.items[0]!.accountId}`))).body);
    expect(account).toMatchObject({ plan: 'free', planName: 'Free', usage: { clients: 1, invoices: 0 } });
    expect(account.members.map((member) => member.username)).toEqual([member.username]);
  });

  it('promotes a user, whose next request has admin access, and demotes them again, audited', async () => {
    const member = await signUp(t);
    const id = await idOf(member);
    expect((await member.as(t.request().get('/api/admin/users'))).status).toBe(403);
    const promoted = await admin.as(t.request().put(`/api/admin/users/${id}/role`)).send({ role: 'admin' });
    expect(adminUserSchema.parse(promoted.body).role).toBe('admin');
    expect((await member.as(t.request().get('/api/admin/users'))).status).toBe(200);
    await admin.as(t.request().put(`/api/admin/users/${id}/role`)).send({ role: 'user' });
    expect((await member.as(t.request().get('/api/admin/users'))).status).toBe(403);
    expect((await auditActions()).filter((action) => action === 'role_changed').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses to demote the last admin who can sign in (409)', async () => {
    const users = adminUserListSchema.parse((await admin.as(t.request().get('/api/admin/users')).query({ pageSize: 100 })).body);
    const others = users.items.filter((item) => item.role === 'admin' && item.id !== admin.id && !item.disabledAt);
    for (const other of others) await admin.as(t.request().put(`/api/admin/users/${other.id}/role`)).send({ role: 'user' });
    const response = await admin.as(t.request().put(`/api/admin/users/${admin.id}/role`)).send({ role: 'user' });
    expect(response.status).toBe(409);
    expect(problemSchema.parse(response.body).message).toBe('This is the last administrator who can sign in. Make another user an administrator first.');
  });

  it('offers no way to become admin through the API', async () => {
    const id = await idOf(user);
    expect((await user.as(t.request().put(`/api/admin/users/${id}/role`)).send({ role: 'admin' })).status).toBe(403);
    expect((await user.as(t.request().get('/api/user'))).body.role).toBe('user');
  });

  it('disables a user: their live session answers 401 on the next call, sign-in is refused; re-enabled, they sign in again', async () => {
    const body = newUser();
    const registered = await t.request().post('/api/register').send(body);
    const cookie = cookieHeader(registered);
    expect((await t.request().get('/api/user').set('Cookie', cookie)).status).toBe(200);

    const disabled = await admin.as(t.request().post(`/api/admin/users/${registered.body.id}/disable`));
    expect(adminUserSchema.parse(disabled.body).disabledAt).not.toBeNull();
    expect((await t.request().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    const refused = await t.request().post('/api/login').send({ username: body.username, password: body.password });
    expect(refused.status).toBe(403);
    expect(problemSchema.parse(refused.body).message).toBe('This user has been disabled by an administrator. Contact us through the contact page to have it re-enabled.');

    await admin.as(t.request().post(`/api/admin/users/${registered.body.id}/enable`));
    expect((await t.request().post('/api/login').send({ username: body.username, password: body.password })).status).toBe(200);
    const actions = await auditActions();
    expect(actions).toEqual(expect.arrayContaining(['user_disabled', 'user_enabled']));
  });

  it('refuses to disable oneself', async () => {
    expect((await admin.as(t.request().post(`/api/admin/users/${admin.id}/disable`))).status).toBe(409);
  });
});

describe("an account's plan", () => {
  const status = async (member: Member) => subscriptionStatusSchema.parse((await member.as(t.request().get('/api/subscription/status'))).body);
  const changePlan = (accountId: string, body: object) => admin.as(t.request().put(`/api/admin/accounts/${accountId}/plan`)).send(body);

  it('gives an account Pro without a charge for one interval, then Free again, each audited before → after', async () => {
    const member = await signUp(t);
    const accountId = await accountIdOf(t, member);
    expect((await status(member)).showWatermark).toBe(true);

    const response = await changePlan(accountId, { planKey: 'pro', interval: 'year' });
    expect(response.status).toBe(200);
    const account = adminAccountSchema.parse(response.body);
    const end = new Date();
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(account).toMatchObject({ plan: 'pro', planName: 'Pro', subscription: { state: 'active', interval: 'year', cancelAtPeriodEnd: false } });
    expect(account.subscription?.currentPeriodEnd?.slice(0, 10)).toBe(end.toISOString().slice(0, 10));
    expect(await status(member)).toMatchObject({ plan: { key: 'pro' }, showWatermark: false });

    const backToFree = adminAccountSchema.parse((await changePlan(accountId, { planKey: 'free', interval: 'month' })).body);
    expect(backToFree).toMatchObject({ plan: 'free', subscription: { interval: null, currentPeriodEnd: null } });
    expect((await status(member)).showWatermark).toBe(true);

    const { items } = adminAuditListSchema.parse((await admin.as(t.request().get('/api/admin/audit')).query({ pageSize: 100 })).body);
    const changes = items.filter((event) => event.action === 'plan_changed' && event.target === account.name).map((event) => event.change);
    expect(changes).toEqual([`Pro, yearly, until ${end.toISOString().slice(0, 10)} → Free`, `Free → Pro, yearly, until ${end.toISOString().slice(0, 10)}`]);
  });

  it('ends the complimentary period on the day chosen', async () => {
    const account = adminAccountSchema.parse((await changePlan(await accountIdOf(t, await signUp(t)), { planKey: 'business', interval: 'month', until: '2099-01-31' })).body);
    expect(account).toMatchObject({ plan: 'business', subscription: { currentPeriodEnd: '2099-01-31T00:00:00.000Z' } });
  });

  it('answers an unknown plan or a missing account with 404, a bad body or a past end with 400, each with a sentence', async () => {
    const accountId = await accountIdOf(t, await signUp(t));
    const unknown = await changePlan(accountId, { planKey: 'platinum', interval: 'month' });
    expect(unknown.status).toBe(404);
    expect(problemSchema.parse(unknown.body).message).toBe('There is no plan called "platinum". Choose one on the pricing page.');
    expect((await changePlan(MISSING, { planKey: 'pro', interval: 'month' })).status).toBe(404);
    const badBody = await changePlan(accountId, { planKey: 'pro', interval: 'weekly' });
    expect(badBody.status).toBe(400);
    expect(problemSchema.parse(badBody.body).message).toBe('Choose monthly or yearly billing.');
    const pastEnd = await changePlan(accountId, { planKey: 'pro', interval: 'month', until: '2020-01-01' });
    expect(pastEnd.status).toBe(400);
    expect(problemSchema.parse(pastEnd.body).message).toBe('Choose an end date after today.');
  });
});

describe('the audit', () => {
  it('lists who did what to which target from which address, and has no route to change or delete an event', async () => {
    const { items } = adminAuditListSchema.parse((await admin.as(t.request().get('/api/admin/audit'))).body);
    expect(items[0]).toMatchObject({ actor: admin.username, ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect((await admin.as(t.request().delete(`/api/admin/audit/${items[0]!.id}`))).status).toBe(404);
    expect((await admin.as(t.request().put(`/api/admin/audit/${items[0]!.id}`)).send({})).status).toBe(404);
  });

  it('cannot be edited or deleted in the database either', async () => {
    const em = t.db.orm.em.fork();
    await expect(em.execute(`delete from "admin_audit_event"`)).rejects.toThrow(/append-only/);
    await expect(em.execute(`update "admin_audit_event" set "actor_name" = 'someone'`)).rejects.toThrow(/append-only/);
  });
});
