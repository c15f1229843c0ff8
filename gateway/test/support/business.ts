import type { Test } from 'supertest';
import { User } from '../../src/modules/users/user.entity.ts';
import { createUserWithAccount } from '../../src/modules/users/users.service.ts';
import { cookieHeader, newUser, type TestApp } from './test-app.ts';

/** A signed-in user of a fresh account: `as(request)` adds their cookie to a supertest request. */
export type Member = { cookie: string; username: string; as: <T extends Test>(request: T) => T };

export async function signUp(t: TestApp): Promise<Member> {
  const body = newUser();
  const response = await t.request().post('/api/register').send(body);
  if (response.status !== 201) throw new Error(`registration failed: ${response.status}`);
  const cookie = cookieHeader(response);
  return { cookie, username: body.username, as: (request) => request.set('Cookie', cookie) };
}

/** An admin made the way `npm run create-admin` makes one, then signed in through the API. */
export async function signInAdmin(t: TestApp): Promise<Member & { id: string }> {
  const body = newUser();
  const created = await createUserWithAccount(t.db.orm.em.fork(), { ...body, role: 'admin' });
  const response = await t.request().post('/api/login').send({ username: body.username, password: body.password });
  const cookie = cookieHeader(response);
  return { id: created.id, cookie, username: body.username, as: (request) => request.set('Cookie', cookie) };
}

export const CLIENT = { name: 'Acme Building Co', company: 'Acme', email: 'ap@acme.example' };

/** Creates a client through the API and returns its id. */
export async function addClient(t: TestApp, member: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await member.as(t.request().post('/api/clients')).send({ ...CLIENT, ...overrides });
  if (response.status !== 201) throw new Error(`client creation failed: ${response.status} ${response.text}`);
  return response.body.id as string;
}

/** A valid invoice body for a client: two lines, one taxed. */
export function invoiceBody(clientId: string, overrides: Record<string, unknown> = {}) {
  return {
    clientId,
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
    currency: 'USD',
    lines: [
      { description: 'Framing labour', quantity: '10', unitPrice: 4500, unit: 'h', taxes: [{ id: 'tax', name: 'Sales tax', rate: '8.875' }] },
      { description: 'Lumber', quantity: '1', unitPrice: 120000 },
    ],
    ...overrides,
  };
}

/** Creates an invoice through the API and returns its body. */
export async function addInvoice(t: TestApp, member: Member, clientId: string, overrides: Record<string, unknown> = {}) {
  const response = await member.as(t.request().post('/api/invoices')).send(invoiceBody(clientId, overrides));
  if (response.status !== 201) throw new Error(`invoice creation failed: ${response.status} ${response.text}`);
  return response.body;
}

/**
 * For beforeAll hooks that boot the gateway and sign users up: PGlite compiles, boots and migrates
 * in a few seconds alone, but took over a minute on a machine shared with browser test runs.
 */
export const SETUP_TIMEOUT_MS = 120_000;

/** The account id of a member, read past the account filter (the API never shows it). */
export async function accountIdOf(t: TestApp, member: Member): Promise<string> {
  const user = await t.db.orm.em.fork().findOneOrFail(User, { username: member.username }, { filters: false });
  return user.account.id;
}

/**
 * Puts a member's account on a plan for a year, written past checkout on purpose: the tests that use
 * it are about what the plan allows, or create more than Free allows in a month.
 */
export async function onPlan(t: TestApp, member: Member, planKey: 'pro' | 'business'): Promise<void> {
  const accountId = await accountIdOf(t, member);
  await t.db.orm.em.fork().execute(
    `insert into "subscription" ("id", "account_id", "plan_key", "interval", "current_period_start", "current_period_end", "created_at", "updated_at")
     values (gen_random_uuid(), ?, ?, 'year', now(), now() + interval '1 year', now(), now())
     on conflict ("account_id") do update set "plan_key" = excluded."plan_key", "interval" = 'year', "current_period_start" = now(), "current_period_end" = now() + interval '1 year'`,
    [accountId, planKey],
  );
}

/** The Business plan: no document, client or template limits. */
export const onBusinessPlan = (t: TestApp, member: Member): Promise<void> => onPlan(t, member, 'business');
