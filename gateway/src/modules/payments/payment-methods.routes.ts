import Router from '@koa/router';
import { IDEMPOTENCY_KEY_HEADER, type PaymentMethodList, type PaymentSetupBody } from '@ledgerline/contracts';
import type { ParameterizedContext } from 'koa';
import type { Orm } from '../../db/orm.ts';
import type { AppState } from '../../http/app-state.ts';
import { requireUser } from '../../http/request-input.ts';
import { idempotent } from '../../http/idempotency.ts';
import { customerOf } from './payment-customers.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { providerErrors } from './provider-errors.ts';

const MAX_METHOD_ID_LENGTH = 255;

/**
 * The account's saved cards (for its subscription). Only the provider's tokens are held, by the
 * provider: a card is added by a setup the browser completes (test-mode card form, or Stripe
 * Elements with the client secret, so no card number reaches this server in Stripe mode).
 */
export function paymentMethodsRoutes(deps: { orm: Orm; gateway: PaymentGateway }) {
  const router = new Router<AppState>({ prefix: '/payment-methods' });
  router.use(providerErrors);
  const byAccount = idempotent(deps.orm, (ctx) => requireUser(ctx.state).accountId);
  const customer = (ctx: ParameterizedContext<AppState>) => {
    const user = requireUser(ctx.state);
    return customerOf(deps.orm, deps.gateway, user.accountId, user.email);
  };
  const list = async (customerId: string): Promise<PaymentMethodList> => ({
    mode: deps.gateway.mode,
    methods: (await deps.gateway.listMethods(customerId)).map(({ fingerprint: _kept, ...shown }) => shown),
  });
  const methodId = (ctx: ParameterizedContext<AppState>) => (ctx.params.id ?? '').slice(0, MAX_METHOD_ID_LENGTH);
  const providerKey = (ctx: ParameterizedContext<AppState>, action: string) => `${action}:${requireUser(ctx.state).accountId}:${ctx.get(IDEMPOTENCY_KEY_HEADER)}`;

  router.get('/', async (ctx) => {
    // No provider, no customer to ask: the screens say that no card can be saved.
    ctx.body = deps.gateway.mode === 'off' ? ({ mode: 'off', methods: [] } satisfies PaymentMethodList) : await list(await customer(ctx));
  });

  router.post('/', byAccount, async (ctx) => {
    const setup = await deps.gateway.createSetup({ customerId: await customer(ctx), idempotencyKey: providerKey(ctx, 'setup') });
    ctx.status = 201;
    ctx.body = { mode: deps.gateway.mode, setupId: setup.id, clientSecret: setup.clientSecret } satisfies PaymentSetupBody;
  });

  router.delete('/:id', byAccount, async (ctx) => {
    await deps.gateway.detachMethod({ customerId: await customer(ctx), paymentMethodId: methodId(ctx), idempotencyKey: providerKey(ctx, 'detach') });
    ctx.status = 204;
  });

  router.post('/:id/default', byAccount, async (ctx) => {
    const customerId = await customer(ctx);
    await deps.gateway.setDefaultMethod({ customerId, paymentMethodId: methodId(ctx), idempotencyKey: providerKey(ctx, 'default') });
    ctx.body = await list(customerId);
  });

  return router;
}
