import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import { DOCUMENT_KIND_REGISTRY, documentLinkActionSchema, type DocumentKind, type DocumentLinkAction } from '@ledgerline/contracts';
import type { AppState } from '../../http/app-state.ts';
import { idempotent } from '../../http/idempotency.ts';
import { parseBody } from '../../http/parse-body.ts';
import { parseId, parseQuery, publicOrigin, requireUser } from '../../http/request-input.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import type { DocumentSender } from '../mail/send-document.ts';
import type { Actor } from './activity.ts';
import { toLinkBody, type LinkState } from './public-link.ts';

export type DocumentCtx = Context & { state: AppState; params: Record<string, string> };

/** The signed-in user as the one who acts; no session is a 401. */
export function actorOf(ctx: DocumentCtx): Actor {
  const user = requireUser(ctx.state);
  return { accountId: user.accountId, userId: user.id };
}

/** What a document kind brings to the routes every kind answers the same way. */
export interface DocumentRoutesSpec<ListQuery extends z.ZodType, Input extends z.ZodType, Update extends z.ZodType> {
  kind: DocumentKind;
  em(): SqlEntityManager;
  /** Counts each new document against the plan's documents a month; null for a kind no plan limits (a credit note corrects, it is never refused for a quota). */
  plans: PlanRules | null;
  /** Runs once a create has committed: what must wait for it (asking the payment provider for the refunds it decided). */
  afterCreate?: () => Promise<void>;
  listQuerySchema: ListQuery;
  inputSchema: Input;
  updateSchema: Update;
  /** The document's API body as it is now, read fresh after a change. */
  body(ctx: DocumentCtx, id: string): Promise<unknown>;
  list(em: SqlEntityManager, accountId: string, query: z.infer<ListQuery>): Promise<unknown>;
  /** Creates the document and answers its id. */
  create(em: SqlEntityManager, actor: Actor, input: z.infer<Input>): Promise<string>;
  update(em: SqlEntityManager, actor: Actor, id: string, input: z.infer<Update>): Promise<void>;
  remove(em: SqlEntityManager, accountId: string, id: string): Promise<void>;
  send(em: SqlEntityManager, actor: Actor, id: string): Promise<void>;
  /** Marks it sent through `send`, with the email (a request body) in the same transaction. */
  sender: DocumentSender;
  /** Rotates, revokes or sets the last day of the public link and answers the link as it is then. */
  changeLink(em: SqlEntityManager, actor: Actor, id: string, change: DocumentLinkAction): Promise<LinkState>;
}

/**
 * Adds the routes every document kind shares (list, create, read, update, delete, send, public link)
 * to the kind's router, and answers `respond`, which the kind's own lifecycle routes (payments,
 * revise, convert, void) use to answer with the document as it is after their change.
 */
export function addDocumentRoutes<ListQuery extends z.ZodType, Input extends z.ZodType, Update extends z.ZodType>(
  router: Router<AppState>,
  spec: DocumentRoutesSpec<ListQuery, Input, Update>,
) {
  const { em } = spec;
  const path = `/${DOCUMENT_KIND_REGISTRY[spec.kind].apiCollection}`;
  // An outbox that saved while offline replays its writes with their Idempotency-Key: a save that
  // reached the server before the answer was lost is answered again, never made twice.
  const once = idempotent({ em: em() }, (ctx) => requireUser(ctx.state).accountId, { optional: true });
  const respond = async (ctx: DocumentCtx, id: string, status = 200) => {
    const body = await spec.body(ctx, id);
    ctx.status = status;
    ctx.body = body;
  };

  router.get(path, async (ctx) => {
    const user = requireUser(ctx.state);
    ctx.body = await spec.list(em(), user.accountId, parseQuery(spec.listQuerySchema, ctx.query));
  });

  router.post(path, once, async (ctx) => {
    const actor = actorOf(ctx);
    const input = parseBody(spec.inputSchema, ctx.request.body);
    const { plans } = spec;
    const id = plans ? await plans.withRoomFor(em(), actor.accountId, 'documentsPerMonth', (tx) => spec.create(tx, actor, input)) : await spec.create(em(), actor, input);
    await spec.afterCreate?.();
    await respond(ctx, id, 201);
  });

  router.get(`${path}/:id`, async (ctx) => {
    requireUser(ctx.state);
    await respond(ctx, parseId(ctx.params.id));
  });

  router.put(`${path}/:id`, once, async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    await spec.update(em(), actor, id, parseBody(spec.updateSchema, ctx.request.body));
    await respond(ctx, id);
  });

  router.delete(`${path}/:id`, async (ctx) => {
    const user = requireUser(ctx.state);
    await spec.remove(em(), user.accountId, parseId(ctx.params.id));
    ctx.status = 204;
  });

  router.post(`${path}/:id/send`, async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    const request = { actor: { accountId: actor.accountId, userId: requireUser(ctx.state).id }, origin: publicOrigin(ctx), body: ctx.request.body };
    await spec.sender.send(em(), request, { kind: spec.kind, id }, (tx) => spec.send(tx, actor, id));
    await respond(ctx, id);
  });

  router.post(`${path}/:id/link`, async (ctx) => {
    const actor = actorOf(ctx);
    const id = parseId(ctx.params.id);
    const change = parseBody(documentLinkActionSchema, ctx.request.body);
    ctx.body = toLinkBody(publicOrigin(ctx), spec.kind, await spec.changeLink(em(), actor, id, change));
  });

  return { respond };
}
