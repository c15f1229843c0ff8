import { randomBytes } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { appPaths, DOCUMENT_KIND_REGISTRY, formatDate, publicLinkExpired, type DocumentKind, type DocumentLink, type DocumentLinkAction } from '@ledgerline/contracts';
import { scopeToAccount } from '../../db/account-scope.ts';
import { HttpError } from '../../http/http-error.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import { recordActivity, type Actor, type Subject } from './activity.ts';
import { today } from './request-today.ts';
import { DOCUMENT_TABLES } from './document-tables.ts';

/** The secret of a public link: 256 random bits, base64url. Never derived from the row id. */
export function newPublicToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token as newPublicToken makes them: anything else is answered without a query. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The shell route that shows a document to its client, on the origin the request came in on. */
export function publicDocumentUrl(origin: string, kind: DocumentKind, token: string | null | undefined): string | null {
  return token ? `${origin}${appPaths.publicDocument(kind, token)}` : null;
}

/** One answer for unknown, revoked, expired and draft tokens of a kind, so a token's existence cannot be probed. */
export const noSuchLink = (kind: DocumentKind) =>
  new HttpError(404, 'link_not_found', `This link does not lead to ${DOCUMENT_KIND_REGISTRY[kind].article}. It may have been turned off; ask the sender for a new one.`, {
    headers: PUBLIC_LINK_HEADERS,
  });

/**
 * The document of a kind behind a public token, or null: unknown, revoked and expired tokens find
 * nothing, and a draft is never shown. An answer to a link whose document became a draft again (a new
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
  const [found] = await em.execute<{ id: string; account_id: string; status: string; expires_on: string | null }[]>(
    `select "id", "account_id", "status", to_char("public_link_expires_on", 'YYYY-MM-DD') as "expires_on" from "${DOCUMENT_TABLES[kind].table}" where "public_token" = ?`,
    [token],
  );
  if (!found || publicLinkExpired(found.expires_on, today()) || (found.status === 'draft' && !options.drafts)) return null;
  scopeToAccount(em, found.account_id);
  return { id: found.id, accountId: found.account_id };
}

/** What the link actions change on a document of any kind. */
export type LinkedDocument = { publicToken?: string | null; publicLinkExpiresOn?: string | null; updatedAt: Date };

/** The link as the owner's API answers it after an action. */
export type LinkState = { token: string | null; expiresOn: string | null };

const expiryText = (expiresOn: string | null) => (expiresOn ? `works through ${formatDate(expiresOn, 'en-US')}` : 'no longer expires');

/**
 * Replaces the public token (old links stop working), removes it, or sets or clears the link's last
 * day, and records which. A new or removed link starts without an expiry. The caller holds the
 * document's lock.
 */
export function changePublicLink(tx: SqlEntityManager, actor: Actor, subject: Subject, document: LinkedDocument, change: DocumentLinkAction): LinkState {
  document.updatedAt = new Date();
  if (change.action === 'expire') {
    if (!document.publicToken) throw new HttpError(409, 'no_public_link', 'This document has no public link to expire. Send it, or make a new link, first.');
    document.publicLinkExpiresOn = change.expiresOn;
    recordActivity(tx, actor, subject, 'link_expiry_changed', `The public link ${expiryText(change.expiresOn)}`);
  } else {
    document.publicToken = change.action === 'rotate' ? newPublicToken() : null;
    document.publicLinkExpiresOn = null;
    recordActivity(
      tx,
      actor,
      subject,
      change.action === 'rotate' ? 'link_rotated' : 'link_revoked',
      change.action === 'rotate' ? 'Replaced the public link; the old one no longer works' : 'Turned off the public link',
    );
  }
  return { token: document.publicToken ?? null, expiresOn: document.publicLinkExpiresOn ?? null };
}

/** POST …/:id/link answers the link as it now is. */
export function toLinkBody(origin: string, kind: DocumentKind, link: LinkState): DocumentLink {
  return { publicUrl: publicDocumentUrl(origin, kind, link.token), publicLinkExpiresOn: link.expiresOn };
}
