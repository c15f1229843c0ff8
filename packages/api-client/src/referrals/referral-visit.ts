import { useQuery } from '@tanstack/react-query';
import type { ReferralVisit } from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';
import { referralKeys } from './referral-keys.ts';

/**
 * Tells the gateway the sign-up page was opened through a referral link; it remembers the first one.
 * The answer is typed by the contracts but not parsed (and this file imports no schema): zod would
 * weigh on the sign-in page's first paint.
 */
export async function reportReferralVisit(code: string): Promise<ReferralVisit> {
  return (await (await apiRequest('POST', '/api/referrals/visits', { code })).json()) as ReferralVisit;
}

/** The invitation behind a referral code, reported once per code and page load; an unknown code has none. */
export function useReferralVisit(code: string | null) {
  return useQuery({
    queryKey: referralKeys.visit(code ?? ''),
    queryFn: () => reportReferralVisit(code ?? ''),
    enabled: code !== null,
    staleTime: Infinity,
    retry: false,
  });
}
