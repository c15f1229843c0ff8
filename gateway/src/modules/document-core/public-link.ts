import { randomBytes } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { appPaths, type DocumentKind } from '@ledgerline/contracts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { HttpError } from '../../http/http-error.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { recordActivity, type Actor, type Subject } from './activity.ts';
import { DOCUMENT_TABLES } from './document-tables.ts';

/** The secret of a public link: 256 random bits, base64url. Never derived from the row id. */
export function newPublicToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token as newPublicToken makes them: anything else is answered without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The shell route that shows a document to its client, on the origin the request came in on. */
export function publicDocumentUrl(origin: string, kind: DocumentKind, token: string | null | undefined): string | null {
  return token ? `${origin}${appPaths.publicDocument(kind, token)}` : null;
}

const ARTICLED: Record<DocumentKind, string> = { invoice: 'an invoice', estimate: 'an estimate', change_order: 'a change order' };

/** One answer for unknown, revoked and draft tokens of a kind, so a token's existence cannot be probed. */
export const noSuchLink = (kind: DocumentKind) =>
  new HttpError(404, 'link_not_found', `This link does not lead to ${ARTICLED[kind]}. It may have been turned off; ask the sender for a new one.`, {
    headers: PUBLIC_LINK_HEADERS,
  });

/**
 * The document of a kind behind a public token, or null: unknown and revoked tokens find nothing,
 * and a draft is never shown. An answer to a link whose document became a draft again (a new
 * revision being written) finds it with `drafts: true`, to be refused with a sentence instead of a
 * 404; its content stays unread. `em` is a fresh fork; it is scoped here to the document's own account.
 */
export async function findByPublicToken(
  em: SqlEntityManager,
  kind: DocumentKind,
  token: string,
  options: { drafts?: boolean } = {},
): Promise<{ id: string; accountId: string } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  // Raw SQL: the token is the only key a visitor has, so this one look-up deliberately spans accounts.
  const [found] = await em.execute<{ id: string; account_id: string; status: string }[]>(
    `select "id", "account_id", "status" from "${DOCUMENT_TABLES[kind].table}" where "public_token" = ?`,
    [token],
  );
  if (!found || (found.status === 'draft' && !options.drafts)) return null;
  scopeToAccount(em, found.account_id);
  return { id: found.id, accountId: found.account_id };
}

/** What the link actions change on a document of any kind. */
export type LinkedDocument = { publicToken?: string | null; updatedAt: Date };

/**
 * Replaces the public token (old links stop working) or removes it, and records which. The caller
 * holds the document's lock. Returns the new token, if any.
 */
export function changePublicLink(tx: SqlEntityManager, actor: Actor, subject: Subject, document: LinkedDocument, action: 'rotate' | 'revoke'): string | null {
  document.publicToken = action === 'rotate' ? newPublicToken() : null;
  document.updatedAt = new Date();
  recordActivity(
    tx,
    actor,
    subject,
    action === 'rotate' ? 'link_rotated' : 'link_revoked',
    action === 'rotate' ? 'Replaced the public link; the old one no longer works' : 'Turned off the public link',
  );
  return document.publicToken;
}
