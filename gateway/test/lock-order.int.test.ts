import type { SqlEntityManager } from '@mikro-orm/sql';
import { scopeToAccount } from '../src/db/account-scope.ts';
import { lockClientForDocument } from '../src/modules/document-core/lock-order.ts';
import { lockChangeOrder } from '../src/modules/change-orders/lock-change-order.ts';
import { lockEstimate } from '../src/modules/estimates/lock-estimate.ts';
import { lockInvoice } from '../src/modules/invoices/lock-invoice.ts';
import { Invoice } from '../src/modules/invoices/invoice.entity.ts';
import { addClient, addInvoice, signUp, SETUP_TIMEOUT_MS } from './support/business.ts';
import { addAcceptedEstimate, addChangeOrder } from './support/estimates.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * Which rows each lock of lock-order.ts really takes. A row locked by this transaction carries its
 * id in xmax (a row locked by several carries a multixact id there instead), so comparing xmax with
 * the transaction's own id tells, on PGlite and PostgreSQL alike, whether this transaction locked it.
 */
let t: TestApp;
let invoiceId: string;
let clientId: string;
let accountId: string;
let estimateId: string;
let changeOrderId: string;
beforeAll(async () => {
  t = await startTestApp();
  const member = await signUp(t);
  clientId = await addClient(t, member);
  invoiceId = (await addInvoice(t, member, clientId)).id;
  estimateId = (await addAcceptedEstimate(t, member, clientId)).id;
  changeOrderId = (await addChangeOrder(t, member, estimateId)).id;
  const em = t.db.orm.em.fork();
  accountId = (await em.findOneOrFail(Invoice, invoiceId, { filters: false })).account.id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function lockedByMe(tx: SqlEntityManager, table: 'invoice' | 'client' | 'estimate' | 'change_order', id: string): Promise<boolean> {
  const [row] = await tx.execute<{ mine: boolean }[]>(
    `select xmax::text = (pg_current_xact_id()::xid)::text as "mine" from "${table}" where "id" = ?`,
    [id],
  );
  return row?.mine === true;
}

function inScopedTransaction<T>(work: (tx: SqlEntityManager) => Promise<T>): Promise<T> {
  const em = t.db.orm.em.fork();
  scopeToAccount(em, accountId);
  return em.transactional(work);
}

describe('the locks of a write', () => {
  it('lockInvoice locks the invoice row and not the client row its account filter joins', async () => {
    await inScopedTransaction(async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId);
      expect(invoice.client.id).toBe(clientId);
      expect(await lockedByMe(tx, 'invoice', invoiceId)).toBe(true);
      expect(await lockedByMe(tx, 'client', clientId)).toBe(false);
    });
  });

  it('lockEstimate and lockChangeOrder lock their own row, not the client or estimate their filter joins', async () => {
    await inScopedTransaction(async (tx) => {
      await lockEstimate(tx, estimateId);
      expect(await lockedByMe(tx, 'estimate', estimateId)).toBe(true);
      expect(await lockedByMe(tx, 'client', clientId)).toBe(false);
    });
    await inScopedTransaction(async (tx) => {
      await lockChangeOrder(tx, changeOrderId);
      expect(await lockedByMe(tx, 'change_order', changeOrderId)).toBe(true);
      expect(await lockedByMe(tx, 'estimate', estimateId)).toBe(false);
    });
  });

  it('lockClientForDocument locks the client row', async () => {
    await inScopedTransaction(async (tx) => {
      await lockClientForDocument(tx, clientId);
      expect(await lockedByMe(tx, 'client', clientId)).toBe(true);
    });
  });
});
