import Router from '@koa/router';
import type { Logger } from 'pino';
import { PASSWORD_RESET_REQUESTED_MESSAGE, passwordResetConfirmSchema, passwordResetRequestSchema } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { parseBody } from '../../http/parse-body.ts';
import { publicOrigin } from '../../http/request-input.ts';
import { limitPerAddress, take, tooManyRequests, type RateLimiterFactory } from '../../http/rate-limit.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { wakeMailWorker } from '../mail/mail-jobs.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.ts';

/** The links one account can be sent in an hour, whoever asks: nobody can flood someone's inbox. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;

/** "Forgot password": POST /api/password-reset sends a link, POST /api/password-reset/confirm uses it. Both public. */
export function passwordResetRoutes(deps: {
  orm: Orm;
  limiterFor: RateLimiterFactory;
  resetsPerHour: number;
  jobs: JobQueue | undefined;
  from: string;
  logger: Logger;
}) {
  const router = new Router<AppState>();
  const perAddress = limitPerAddress(deps.limiterFor({ name: 'password_reset_ip', points: deps.resetsPerHour, windowSeconds: 3600 }), {
    code: 'too_many_password_resets',
    sentence: 'Too many password reset requests from your network.',
  });
  const perIdentifier = deps.limiterFor({ name: 'password_reset_identifier', points: RESETS_PER_ACCOUNT_PER_HOUR, windowSeconds: 3600 });

  router.post('/password-reset', perAddress, async (ctx) => {
    const { identifier } = parseBody(passwordResetRequestSchema, ctx.request.body);
    // Counted for unknown accounts too, so the limit says nothing about which accounts exist.
    const taken = await take(perIdentifier, identifier.toLowerCase());
    if (!taken.allowed) throw tooManyRequests('too_many_password_resets', 'Several reset links were already asked for this account.', taken.msBeforeNext);
    const messageId = await requestPasswordReset(deps.orm.em, identifier, { origin: publicOrigin(ctx), from: deps.from, now: new Date() });
    if (messageId) await wakeMailWorker(deps.jobs, messageId, deps.logger);
    ctx.status = 202;
    ctx.body = { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  });

  router.post('/password-reset/confirm', perAddress, async (ctx) => {
    const input = parseBody(passwordResetConfirmSchema, ctx.request.body);
    await confirmPasswordReset(deps.orm.em, input, new Date());
    ctx.status = 204;
  });

  return router;
}
