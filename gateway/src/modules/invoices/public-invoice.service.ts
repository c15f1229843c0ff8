import type { SqlEntityManager } from '@mikro-orm/sql';
import { ACROSS_ACCOUNTS, scopeToAccount } from '../../db/account-scope.ts';
import { notifyInvoiceViewed } from '../notifications/invoice-notifications.ts';
import { getSettings } from '../settings/settings.service.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { recordActivity } from './activity.ts';
import { Invoice } from './invoice.entity.ts';
import { loadInvoiceView, type InvoiceView } from './invoice-view.ts';
import { transactional } from '../../db/transactional.ts';

/** A token as newPublicToken makes them: anything else is answered without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The invoice behind a public token, or null: unknown and revoked tokens find nothing, and a draft
 * is never public. `em` is a fresh fork; it is scoped here to the invoice's own account.
 */
export async function findPublicInvoice(em: SqlEntityManager, token: string): Promise<{ view: InvoiceView; settings: IAccountSettings } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  // The token is the only key a visitor has, so this one look-up spans accounts.
  const found = await em.findOne(Invoice, { publicToken: token }, { ...ACROSS_ACCOUNTS, fields: ['id', 'account', 'status'] });
  if (!found || found.status === 'draft') return null;
  scopeToAccount(em, found.account.id);
  const [view, settings] = await Promise.all([loadInvoiceView(em, found.id), getSettings(em, found.account.id)]);
  return { view, settings };
}

/**
 * Records the first view by anyone who is not a member of the owning account, and notifies the
 * account; an owner previewing the link does not count. Written without touching the version, so an
 * owner editing meanwhile is not told their copy went stale.
 */
export async function recordFirstView(em: SqlEntityManager, view: InvoiceView, viewerAccountId: string | undefined): Promise<void> {
  const accountId = view.invoice.account.id;
  if (viewerAccountId === accountId || view.invoice.viewedAt) return;
  const viewedAt = new Date();
  await transactional(em, async (tx) => {
    // Raw SQL: the ORM's update would also advance the version. The account is named explicitly.
    const result = await tx.execute<{ affectedRows: number }>(
      `update "invoice" set "viewed_at" = ? where "id" = ? and "account_id" = ? and "viewed_at" is null`,
      [viewedAt, view.invoice.id, accountId],
      'run',
    );
    if (result.affectedRows !== 1) return;
    recordActivity(tx, { accountId, userId: null }, view.invoice.id, 'viewed', 'Viewed by the client through the public link');
    notifyInvoiceViewed(tx, view.invoice, view.client);
  });
  view.invoice.viewedAt = viewedAt;
}
