import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { exchangeRateAnswerSchema, type ExchangeRateAnswer } from '@ledgerline/contracts';
import { queryString } from '../query-string.ts';

export const exchangeRateKeys = {
  all: ['/api/exchange-rates'] as const,
  pair: (from: string, to: string) => ['/api/exchange-rates', from, to] as const,
};

/** GET /api/exchange-rates?from=&to=: the latest stored rate between two currencies, with its source and date. */
export async function getLatestRate(from: string, to: string): Promise<ExchangeRateAnswer> {
  const response = await apiRequest('GET', `/api/exchange-rates?${queryString({ from, to })}`);
  return exchangeRateAnswerSchema.parse(await response.json());
}

export const latestRateQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: exchangeRateKeys.pair(from, to), queryFn: () => getLatestRate(from, to) });

/** The latest rate, asked only while the two currencies differ. */
export function useLatestRate(from: string, to: string) {
  return useQuery({ ...latestRateQueryOptions(from, to), enabled: from !== to });
}
