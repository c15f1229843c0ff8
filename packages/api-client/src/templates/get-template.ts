import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { templateSchema, type Template } from '@ledgerline/contracts';
import { templateKeys } from './template-keys.ts';

export async function getTemplate(id: string): Promise<Template> {
  const response = await apiRequest('GET', `/api/templates/${encodeURIComponent(id)}`);
  return templateSchema.parse(await response.json());
}

export const templateQueryOptions = (id: string) => queryOptions({ queryKey: templateKeys.detail(id), queryFn: () => getTemplate(id) });

export function useTemplate(id: string | undefined) {
  return useQuery({ ...templateQueryOptions(id ?? ''), enabled: id !== undefined });
}
