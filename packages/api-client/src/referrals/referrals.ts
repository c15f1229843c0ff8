import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralOverviewSchema, type ReferralOverview } from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';
import { referralKeys } from './referral-keys.ts';

export async function getReferrals(): Promise<ReferralOverview> {
  return referralOverviewSchema.parse(await (await apiRequest('GET', '/api/referrals')).json());
}

export const referralsQueryOptions = queryOptions({ queryKey: referralKeys.all, queryFn: getReferrals });

export function useReferrals() {
  return useQuery(referralsQueryOptions);
}
