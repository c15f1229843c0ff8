import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/orm.ts';
import { changeOrderListQuerySchema, estimateListQuerySchema, invoiceListQuerySchema } from '@ledgerline/contracts';
import { scopeToAccount } from '../src/db/account-scope.ts';
import { Client } from '../src/modules/clients/client.entity.ts';
import { todayIso } from '../src/modules/document-core/dates.ts';
import { listChangeOrders } from '../src/modules/change-orders/change-order-list.ts';
import { listEstimates } from '../src/modules/estimates/estimate-list.ts';
import { loadEstimateJob } from '../src/modules/estimates/estimate-job.ts';
import { loadEstimateCore } from '../src/modules/estimates/estimate-view.ts';
import { listInvoices } from '../src/modules/invoices/invoice-list.ts';
import { listNotifications } from '../src/modules/notifications/notifications.service.ts';
import { AccountSettings } from '../src/modules/settings/account-settings.entity.ts';
import { seedDemoUser } from '../src/modules/users/demo-user.ts';
import { User } from '../src/modules/users/user.entity.ts';

/**
 * The demo account holds a contractor's clients and invoices in every state, with calculator
 * totals, notifications, and one whole job: an estimate accepted again after a revision, a deposit
 * invoice, a change order approved and invoiced, one waiting, and the final invoice less the deposit.
 */
async function expectLivingDemoAccount(db: Database, accountId: string) {
  const em = db.orm.em.fork();
  scopeToAccount(em, accountId);
  expect((await em.findOneOrFail(AccountSettings, { account: accountId })).businessName).toBe('Brightline Renovations');
  expect(await em.count(Client, {})).toBe(8);
  const list = await listInvoices(em, accountId, invoiceListQuerySchema.parse({ pageSize: 100 }), todayIso());
  expect(list.total).toBe(18);
  await expectDemoJob(em, accountId);
  const states = new Set(list.items.flatMap((i) => [i.status, ...(i.overdue ? ['overdue'] : []), ...(i.viewedAt ? ['viewed'] : [])]));
  expect([...states].sort()).toEqual(['draft', 'overdue', 'paid', 'partial', 'sent', 'viewed', 'void']);
  for (const item of list.items) {
    expect(item.total).toBeGreaterThan(0);
    expect(item.balance).toBe(item.total - item.amountPaid - item.amountCredited);
  }
  // A few notifications: the change order's approval and the view are new, the payments were seen.
  const notifications = await listNotifications(em);
  expect(notifications.unread).toBe(2);
  expect(notifications.items.map((n) => [n.kind, n.read])).toEqual([
    ['change_order_approved', false],
    ['invoice_viewed', false],
    ['invoice_paid', true],
    ['invoice_paid', true],
  ]);
  for (const notification of notifications.items.filter((n) => n.kind.startsWith('invoice_'))) {
    const invoice = list.items.find((i) => notification.link === `/invoices/edit/${i.id}`);
    expect(invoice?.status).toBe(notification.kind === 'invoice_paid' ? 'paid' : 'sent');
    expect(notification.title).toContain(invoice?.number);
  }
}

async function expectDemoJob(em: Parameters<typeof listEstimates>[0], accountId: string) {
  const estimates = await listEstimates(em, accountId, estimateListQuerySchema.parse({}), todayIso());
  expect(estimates.items).toHaveLength(1);
  const [estimate] = estimates.items;
  expect(estimate?.number).toMatch(/^EST-\d{4}-R2$/);
  expect(estimate?.status).toBe('invoiced');
  const core = await loadEstimateCore(em, estimate?.id ?? '');
  expect(core.signature?.name).toBe('Maria Gonzalez');
  expect(core.revision.chosenOptionalLineIds).toHaveLength(1);
  const { job, invoices } = await loadEstimateJob(em, core);
  expect(invoices.map((i) => i.role).sort()).toEqual(['change_order', 'deposit', 'final']);
  expect(job?.revisedCompletionDate).not.toBe(job?.originalCompletionDate);
  expect(job?.pendingChanges).not.toBe(0);
  // Deposit, the approved change order's invoice and the final one bill the contract value, no more.
  expect(invoices.reduce((sum, i) => sum + i.total, 0)).toBe(job?.contractValue);
  const changeOrders = await listChangeOrders(em, accountId, changeOrderListQuerySchema.parse({ estimateId: estimate?.id, sort: 'number' }));
  expect(changeOrders.items.map((c) => [c.status, c.invoiced])).toEqual([['approved', true], ['sent', false]]);
}

describe('demo user', () => {
  // Two starts of an on-disk embedded database, the first running every migration: over a minute on a busy 2-core machine.
  it('is created, with its business data, only on the first start of an empty embedded database', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'gateway-demo-'));
    try {
      const first = await openDatabase({ kind: 'embedded', dataDir: folder });
      expect(await seedDemoUser(first, { production: false })).toBe(true);
      const demo = await first.orm.em.fork().findOneOrFail(User, { usernameKey: 'demo' }, { filters: false });
      expect(demo).toMatchObject({ email: 'demo@example.com', role: 'user' });
      await expectLivingDemoAccount(first, demo.account.id);
      await first.close();

      const second = await openDatabase({ kind: 'embedded', dataDir: folder });
      expect(await seedDemoUser(second, { production: false })).toBe(false);
      await second.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 150_000);

  it('is never created on PostgreSQL or in production', async () => {
    const freshEmbedded = { kind: 'embedded', freshlyCreated: true } as Database;
    expect(await seedDemoUser({ ...freshEmbedded, kind: 'postgres' }, { production: false })).toBe(false);
    expect(await seedDemoUser(freshEmbedded, { production: true })).toBe(false);
  });
});
