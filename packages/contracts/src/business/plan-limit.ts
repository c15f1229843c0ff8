/**
 * Plan refusals, apart from billing.ts's schemas: every screen's error toast recognises one, so
 * this stays free of zod, which only screens that check or parse bodies load.
 */

/** The problem code of a create refused by the plan's limits (402). */
export const PLAN_LIMIT_CODE = 'plan_limit_reached';

/**
 * The last sentence of every plan-limit refusal. Toasts and form alerts receive the sentence only,
 * so this is how the UI recognises one and offers the pricing page beside it.
 */
export const PLAN_UPGRADE_HINT = 'Upgrade to add more.';

export const isPlanLimitMessage = (message: string | undefined): boolean => message?.endsWith(PLAN_UPGRADE_HINT) ?? false;

/** The problem code of a request for a feature the account's plan does not include (402). */
export const PLAN_FEATURE_CODE = 'plan_feature_unavailable';

/** The problem code of the plans, subscription and checkout routes on a gateway run without plans (404). */
export const PLANS_OFF_CODE = 'plans_off';
