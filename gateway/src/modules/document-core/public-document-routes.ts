import Router from '@koa/router';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { acceptanceSchema, declineSchema, DOCUMENT_KIND_REGISTRY, type Acceptance, type Decline, type DocumentKind } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { PUBLIC_LINK_HEADERS } from '../../http/public-link-pages.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import type { ViewedDocument } from '@ledgerline/documents/document-view/document-view.ts';
import { documentVerificationCode } from '../document-pdf/verification.ts';
import type { IAccountSettings } from '../settings/account-settings.entity.ts';
import { getSettings } from '../settings/settings.service.ts';
import { publicLook } from '../templates/public-look.ts';
import { findByPublicToken, noSuchLink } from './public-link.ts';
import type { SigningRequest } from './signature.ts';

/** A document found by its public link, loaded as its kind loads it, with its account's settings. */
export type PublicFound<V> = { id: string; accountId: string; view: V; settings: IAccountSettings };

/**
 * What a kind tells the core about the page its client opens from a link; the core answers the
 * link (unknown, revoked or expired: one 404), the headers of a secret link, the template's look,
 * the verification code and, for a kind the client signs, the accept (or approve) and decline.
 */
export type PublicDocumentPage<K extends DocumentKind, V> = {
  kind: K;
  /** The document as the kind reads it, by id, in an `em` scoped to its account. */
  load(em: SqlEntityManager, id: string): Promise<V>;
  /** The first view by someone outside the account, with the kind's notification (first-view.ts). */
  recordFirstView(em: SqlEntityManager, found: PublicFound<V>, viewerAccountId: string | undefined): Promise<void>;
  /** The template the document picked; null follows the account's default for the kind. */
  templateId(view: V): string | null;
  /** The document as its client sees it. */
  body(em: SqlEntityManager, found: PublicFound<V>): Promise<Extract<ViewedDocument, { kind: K }>['document']>;
  /** What the answer carries beyond the document (an invoice's Pay now). */
  extras?(em: SqlEntityManager, found: PublicFound<V>): Promise<Record<string, unknown>>;
  /** The client's answer, for a kind they sign: the path of accepting is the registry's. */
  answers?: {
    accept(em: SqlEntityManager, token: string, acceptance: Acceptance, request: SigningRequest): Promise<void>;
    decline(em: SqlEntityManager, token: string, decline: Decline): Promise<void>;
  };
};

/** The document of a kind behind a public token, loaded as `load` reads it, with its account's settings; one 404 for any link that opens nothing. */
export async function findPublicDocument<V>(em: SqlEntityManager, kind: DocumentKind, token: string, load: (em: SqlEntityManager, id: string) => Promise<V>): Promise<PublicFound<V>> {
  const found = await findByPublicToken(em, kind, token);
  if (!found) throw noSuchLink(kind);
  const [view, settings] = await Promise.all([load(em, found.id), getSettings(em, found.accountId)]);
  return { ...found, view, settings };
}

type PageContext = { params: Record<string, string>; state: AppState; body: unknown };

/** The routes of a kind's public page under /api/public/<collection>/:token; no sign-in needed. */
export function publicDocumentRoutes<K extends DocumentKind, V>(deps: { orm: Orm; plans: PlanRules }, page: PublicDocumentPage<K, V>): Router<AppState> {
  const router = new Router<AppState>();
  const { apiCollection, signing } = DOCUMENT_KIND_REGISTRY[page.kind];
  const path = `/public/${apiCollection}/:token`;

  /** Answers with the document as its client now sees it. */
  async function show(ctx: PageContext, firstView: boolean): Promise<void> {
    const em = deps.orm.em.fork();
    const found = await findPublicDocument(em, page.kind, ctx.params.token ?? '', page.load);
    if (firstView) await page.recordFirstView(em, found, ctx.state.user?.accountId);
    const look = await publicLook(em, deps.plans, { kind: page.kind, accountId: found.accountId, templateId: page.templateId(found.view) }, found.settings);
    const document = await page.body(em, found);
    const verificationCode = documentVerificationCode({ kind: page.kind, document } as ViewedDocument);
    ctx.body = { ...document, look, verificationCode, ...(await page.extras?.(em, found)) };
  }

  // A secret link's answers, refusals included, stay out of referrers, indexes and caches.
  router.get(path, (ctx) => {
    ctx.set(PUBLIC_LINK_HEADERS);
    return show(ctx, true);
  });

  const { answers } = page;
  if (answers && signing) {
    router.post(`${path}/${signing.accept}`, async (ctx) => {
      ctx.set(PUBLIC_LINK_HEADERS);
      const acceptance = parseBody(acceptanceSchema, ctx.request.body);
      await answers.accept(deps.orm.em.fork(), ctx.params.token ?? '', acceptance, { ip: ctx.ip, userAgent: ctx.get('User-Agent') });
      await show(ctx, false);
    });
    router.post(`${path}/decline`, async (ctx) => {
      ctx.set(PUBLIC_LINK_HEADERS);
      const decline = parseBody(declineSchema, ctx.request.body);
      await answers.decline(deps.orm.em.fork(), ctx.params.token ?? '', decline);
      await show(ctx, false);
    });
  }
  return router;
}
