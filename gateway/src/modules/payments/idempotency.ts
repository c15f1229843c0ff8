import { createHash, randomUUID } from 'node:crypto';
import type { Middleware, ParameterizedContext } from 'koa';
import { IDEMPOTENCY_KEY_HEADER, MAX_IDEMPOTENCY_KEY_LENGTH } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { HttpError } from '../../http/http-error.ts';

/** Whose request it is: the account the record belongs to (the signed-in user's, or a public invoice's owner). */
export type IdempotencyScope = (ctx: ParameterizedContext<AppState>) => Promise<string> | string;

type StoredAnswer = { request_hash: string; state: 'in_flight' | 'done'; response_status: number | null; response_body: unknown };

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body ?? {})).digest('hex');

function readKey(ctx: ParameterizedContext<AppState>): string {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER).trim();
  if (!key) throw new HttpError(400, 'idempotency_key_missing', `Send an ${IDEMPOTENCY_KEY_HEADER} header with this request, so a retry cannot charge twice.`);
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new HttpError(400, 'idempotency_key_too_long', `The ${IDEMPOTENCY_KEY_HEADER} header may be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  return key;
}

/**
 * Makes a state-changing payment route safe to retry (draft-ietf-httpapi-idempotency-key-header):
 * the first request with a key claims it (a committed row, so every gateway sees it) and its answer
 * is stored; a retry with the same key gets that answer again, with the same key but another body
 * a 422, and while the first is still running a 409. A request that failed saved nothing and may be
 * retried with its key. Put it in front of the route's handler:
 *   router.post('/checkout', idempotent(orm, (ctx) => requireUser(ctx.state).accountId), handler)
 */
export function idempotent(orm: Orm, scopeOf: IdempotencyScope): Middleware<AppState> {
  return async function answerOnce(ctx, next) {
    const clientKey = readKey(ctx);
    const accountId = await scopeOf(ctx);
    // Like Stripe's, a key belongs to one route: the same key on another route is another request.
    const key = `${ctx.method} ${ctx.path} ${clientKey}`;
    const requestHash = hashOf(ctx.request.body);
    const connection = orm.em.fork().getConnection();
    const claimed = await connection.execute<{ id: string }[]>(
      `insert into "payment_idempotency_record" ("id", "account_id", "key", "request_hash", "state", "created_at") values (?, ?, ?, ?, 'in_flight', ?)
      on conflict ("account_id", "key") do nothing returning "id"`,
      [randomUUID(), accountId, key, requestHash, new Date()],
    );
    const id = claimed[0]?.id;
    if (!id) {
      const [earlier] = await connection.execute<StoredAnswer[]>(
        `select "request_hash", "state", "response_status", "response_body" from "payment_idempotency_record" where "account_id" = ? and "key" = ?`,
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
      await connection.execute(`delete from "payment_idempotency_record" where "id" = ?`, [id]);
      throw error;
    }
    await connection.execute(
      `update "payment_idempotency_record" set "state" = 'done', "response_status" = ?, "response_body" = ? where "id" = ?`,
      [ctx.status, JSON.stringify(ctx.body ?? null), id],
    );
  };
}
