import { appPaths, isPlanLimitMessage } from '@ledgerline/contracts';

/**
 * "See plans", beside an error sentence that is a plan-limit refusal (402), and nothing otherwise.
 * A plain link: toasts render outside the router, and the pricing page loads on its own anyway.
 */
export function UpgradeLink({ message }: { message: string | undefined }) {
  if (!isPlanLimitMessage(message)) return null;
  return <a href={appPaths.pricing()}>See plans</a>;
}
