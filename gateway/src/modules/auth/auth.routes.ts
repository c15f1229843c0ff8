import Router from '@koa/router';
import { loginBodySchema, registerBodySchema } from '@ledgerline/contracts';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LoginLimits } from '../../config.ts';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { HttpError, unauthenticated } from '../../http/http-error.ts';
import { parseBody } from '../../http/parse-body.ts';
import { limitPerAddress, type RateLimiterFactory } from '../../http/rate-limit.ts';
import { attributeSignUp } from '../referrals/attribution.ts';
import { forgetReferralVisit, readReferralVisit } from '../referrals/referral-visit-cookie.ts';
import type { IUser } from '../users/user.entity.ts';
import { toUserBody } from '../users/user.mapper.ts';
import { createUserWithAccount, DuplicateUserError, recordSignIn } from '../users/users.service.ts';
import { authenticate } from './auth.service.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { signIn, signOut } from './sign-in.ts';

/** What a signed-out browser must forget (the service worker's caches of API answers among it). */
const CLEAR_ACCOUNT_DATA = '"cache", "storage"';

/** SPEC.md section 7: the current user, sign-in, registration and sign-out. */
export function authRoutes(deps: {
  orm: Orm;
  limiterFor: RateLimiterFactory;
  loginLimits: LoginLimits;
  registrationsPerHour: number;
}) {
  const router = new Router<AppState>();
  const loginLimiter = createLoginLimiter(deps.loginLimits, deps.limiterFor);
  // Each registration hashes a password (19 MiB of argon2): an address may not make accounts in bulk.
  const registrationLimit = limitPerAddress(
    deps.limiterFor({ name: 'register_ip', points: deps.registrationsPerHour, windowSeconds: 3600 }),
    { code: 'too_many_registrations', sentence: 'Too many sign-ups from your network.' },
  );

  router.get('/user', (ctx) => {
    if (!ctx.state.user) throw unauthenticated();
    ctx.body = toUserBody(ctx.state.user);
  });

  router.post('/login', async (ctx) => {
    const credentials = parseBody(loginBodySchema, ctx.request.body);
    const attempt = await loginLimiter.admit(ctx.ip, credentials.username);
    const user = await authenticate(deps.orm.em, credentials);
    // One answer for an unknown username and a wrong password, so neither can be probed.
    if (!user) throw new HttpError(401, 'invalid_credentials', 'Invalid username or password.');
    await attempt.succeeded();
    // Said only after the password matched, so it tells nothing to someone guessing.
    if (user.disabledAt) throw new HttpError(403, 'user_disabled', 'This user has been disabled by an administrator. Contact us through the contact page to have it re-enabled.');
    await recordSignIn(deps.orm.em, user.id);
    await signIn(ctx, user.id);
    ctx.body = toUserBody(user);
  });

  router.post('/register', registrationLimit, async (ctx) => {
    // The schema keeps only username, email and password: a `role` in the body is dropped here.
    const body = parseBody(registerBodySchema, ctx.request.body);
    const visit = readReferralVisit(ctx);
    const attribute = visit
      ? (tx: SqlEntityManager, user: IUser) =>
          attributeSignUp(tx, { referredAccountId: user.account.id, referredEmail: user.email, visit, now: new Date() })
      : undefined;
    try {
      const user = await createUserWithAccount(deps.orm.em, { ...body, role: 'user', signedInAt: new Date() }, attribute);
      if (visit) forgetReferralVisit(ctx);
      await signIn(ctx, user.id);
      ctx.status = 201;
      ctx.body = toUserBody(user);
    } catch (error) {
      if (error instanceof DuplicateUserError) {
        throw new HttpError(409, `${error.field}_taken`, error.message, { fields: { [error.field]: [error.message] } });
      }
      throw error;
    }
  });

  router.post('/logout', (ctx) => {
    signOut(ctx);
    // The browser drops what it kept of the account: HTTP cache, Cache Storage, web storage.
    ctx.set('Clear-Site-Data', CLEAR_ACCOUNT_DATA);
    ctx.status = 204;
  });

  return router;
}
