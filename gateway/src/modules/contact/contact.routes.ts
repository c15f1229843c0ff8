import Router from '@koa/router';
import { CONTACT_HONEYPOT_FIELD, contactMessageBodySchema, type ContactReceipt } from '@ledgerline/contracts';
import type { Orm } from '../../db/orm.ts';
import type { AppState, SessionUser } from '../../http/app-state.ts';
import type { PlanRules } from '../billing/plan-rules.ts';
import { parseBody } from '../../http/parse-body.ts';
import { take, tooManyRequests, type RateLimiterFactory } from '../../http/rate-limit.ts';
import { recordContactMessage } from './contact.service.ts';

const TOO_MANY = 'You have sent several messages in the last hour, and we have them all.';

/** POST /api/contact: the public contact form, open to visitors and signed-in users alike. */
export function contactRoutes(deps: { orm: Orm; limiterFor: RateLimiterFactory; messagesPerHour: number; plans: PlanRules }) {
  const router = new Router<AppState>();
  const writerOf = async (user: SessionUser | undefined) =>
    user ? { userId: user.id, priority: await deps.plans.allows(deps.orm.em, user.accountId, 'prioritySupport') } : null;
  const perAddress = deps.limiterFor({ name: 'contact_ip', points: deps.messagesPerHour, windowSeconds: 3600 });
  const perEmail = deps.limiterFor({ name: 'contact_email', points: deps.messagesPerHour, windowSeconds: 3600 });

  router.post('/contact', async (ctx) => {
    const body = parseBody(contactMessageBodySchema, ctx.request.body);
    // Both counts are taken before the honeypot is looked at: a bot must not tell a trapped message
    // from a kept one by which of them runs into the limit.
    const [byAddress, byEmail] = await Promise.all([take(perAddress, ctx.ip), take(perEmail, body.email.toLowerCase())]);
    const refused = [byAddress, byEmail].find((taken) => !taken.allowed);
    if (refused) throw tooManyRequests('too_many_messages', TOO_MANY, refused.msBeforeNext);
    if (!body[CONTACT_HONEYPOT_FIELD]) await recordContactMessage(deps.orm.em, body, await writerOf(ctx.state.user));
    ctx.status = 201;
    ctx.body = { received: true } satisfies ContactReceipt;
  });

  return router;
}
