import type { SqlEntityManager } from '@mikro-orm/sql';
import { transactional } from '../../db/transactional.ts';
import { recordActivity, type Subject } from './activity.ts';
import { DOCUMENT_TABLES } from './document-tables.ts';

/** The document a public link showed: whose it is, and whether it was seen before. */
export type ViewedDocument = Subject & { accountId: string; viewedAt: Date | null | undefined };

/**
 * Records the first view of a document by anyone who is not a member of the owning account, with
 * its activity and whatever `onFirstView` adds (a notification); an owner previewing the link does
 * not count. Written without touching the version, so an owner editing meanwhile is not told their
 * copy went stale. Returns the time recorded, or null when this was no first view.
 */
export async function recordFirstView(
  em: SqlEntityManager,
  document: ViewedDocument,
  viewerAccountId: string | undefined,
  onFirstView: (tx: SqlEntityManager) => void | Promise<void>,
): Promise<Date | null> {
  if (viewerAccountId === document.accountId || document.viewedAt) return null;
  const viewedAt = new Date();
  const recorded = await transactional(em, async (tx) => {
    // Raw SQL: the ORM's update would also advance the version. The account is named explicitly.
    const result = await tx.execute<{ affectedRows: number }>(
      `update "${DOCUMENT_TABLES[document.kind].table}" set "viewed_at" = ? where "id" = ? and "account_id" = ? and "viewed_at" is null`,
      [viewedAt, document.id, document.accountId],
      'run',
    );
    if (result.affectedRows !== 1) return false;
    recordActivity(tx, { accountId: document.accountId, userId: null }, document, 'viewed', 'Viewed by the client through the public link');
    await onFirstView(tx);
    return true;
  });
  return recorded ? viewedAt : null;
}
