import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { planListSchema, type PlanList } from '@ledgerline/contracts';

export const planKeys = { all: ['/api/plans'] as const };

/** GET /api/plans: public, so the pricing page reads it signed out too. */
export async function listPlans(): Promise<PlanList> {
  const response = await apiRequest('GET', '/api/plans');
  return planListSchema.parse(await response.json());
}

export const plansQueryOptions = queryOptions({ queryKey: planKeys.all, queryFn: listPlans });

export function usePlans() {
  return useQuery(plansQueryOptions);
}
