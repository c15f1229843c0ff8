import { createHash, randomUUID } from 'node:crypto';
import type { Middleware, ParameterizedContext } from 'koa';
import { IDEMPOTENCY_KEY_HEADER, MAX_IDEMPOTENCY_KEY_LENGTH } from '@ledgerline/contracts';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AppState } from './app-state.ts';
import { HttpError } from './http-error.ts';

/** Whose request it is: the account the record belongs to (the signed-in user's, or a public invoice's owner). */
export type IdempotencyScope = (ctx: ParameterizedContext<AppState>) => Promise<string> | string;

type StoredAnswer = { request_hash: string; state: 'in_flight' | 'done'; response_status: number | null; response_body: unknown };

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body ?? {})).digest('hex');

/** Whether a request without the header is refused (payments) or simply done once as asked (a document saved online). */
export interface IdempotencyOptions {
  optional?: boolean;
}

function readKey(ctx: ParameterizedContext<AppState>, optional: boolean): string | null {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER).trim();
  if (!key && optional) return null;
  if (!key) throw new HttpError(400, 'idempotency_key_missing', `Send an ${IDEMPOTENCY_KEY_HEADER} header with this request, so a retry cannot do it twice.`);
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new HttpError(400, 'idempotency_key_too_long', `The ${IDEMPOTENCY_KEY_HEADER} header may be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  return key;
}

/**
 * Makes a state-changing route (a payment, a document save an offline outbox replays) safe to retry
 * (draft-ietf-httpapi-idempotency-key-header): the first request with a key claims it (a committed
 * row, so every gateway sees it) and its answer is stored; a retry with the same key gets that
 * answer again, with the same key but another body a 422, and while the first is still running a
 * 409. A request that failed saved nothing and may be retried with its key. Put it in front of the route's handler:
 *   router.post('/checkout', idempotent(orm, (ctx) => requireUser(ctx.state).accountId), handler)
 */
export function idempotent(orm: { em: SqlEntityManager }, scopeOf: IdempotencyScope, options: IdempotencyOptions = {}): Middleware<AppState> {
  return async function answerOnce(ctx, next) {
    const accountId = await scopeOf(ctx);
    const clientKey = readKey(ctx, options.optional ?? false);
    if (clientKey === null) return next();
    // Like Stripe's, a key belongs to one route: the same key on another route is another request.
    const key = `${ctx.method} ${ctx.path} ${clientKey}`;
    const requestHash = hashOf(ctx.request.body);
    const connection = orm.em.fork().getConnection();
    const claimed = await connection.execute<{ id: string }[]>(
      `insert into "idempotency_record" ("id", "account_id", "key", "request_hash", "state", "created_at") values (?, ?, ?, ?, 'in_flight', ?)
      on conflict ("account_id", "key") do nothing returning "id"`,
      [randomUUID(), accountId, key, requestHash, new Date()],
    );
    const id = claimed[0]?.id;
    if (!id) {
      const [earlier] = await connection.execute<StoredAnswer[]>(
        `select "request_hash", "state", "response_status", "response_body" from "idempotency_record" where "account_id" = ? and "key" = ?`,
        [accountId, key],
      );
      if (!earlier) throw new HttpError(409, 'idempotency_conflict', 'The same request is being retried at this moment. Try again in a moment.');
      if (earlier.request_hash !== requestHash) {
        throw new HttpError(422, 'idempotency_key_reused', `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request.`);
      }
      if (earlier.state === 'in_flight') {
        throw new HttpError(409, 'idempotency_in_flight', 'The same request is still being processed. Try again in a moment.', { headers: { 'Retry-After': '1' } });
      }
      ctx.status = earlier.response_status ?? 200;
      ctx.body = earlier.response_body;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    try {
      await next();
    } catch (error) {
      await connection.execute(`delete from "idempotency_record" where "id" = ?`, [id]);
      throw error;
    }
    await connection.execute(
      `update "idempotency_record" set "state" = 'done', "response_status" = ?, "response_body" = ? where "id" = ?`,
      [ctx.status, JSON.stringify(ctx.body ?? null), id],
    );
  };
}
