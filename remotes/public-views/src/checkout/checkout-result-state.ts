import { checkoutResultSchema, type CheckoutResult } from '@ledgerline/contracts';

/** The router state checkout hands to /checkout/success: what was just bought. */
export const checkoutSuccessState = (result: CheckoutResult) => ({ checkoutResult: result });

/** The bought plan from the router state, or null when the page was opened or reloaded on its own. */
export function checkoutResultFrom(state: unknown): CheckoutResult | null {
  if (typeof state !== 'object' || state === null || !('checkoutResult' in state)) return null;
  const parsed = checkoutResultSchema.safeParse(state.checkoutResult);
  return parsed.success ? parsed.data : null;
}
