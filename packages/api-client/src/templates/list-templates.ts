import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ledgerline/shell-sdk';
import { templateListSchema, type TemplateList } from '@ledgerline/contracts';
import { templateKeys } from './template-keys.ts';

/** The account's templates and the built-in designs a new one starts from. */
export async function listTemplates(): Promise<TemplateList> {
  const response = await apiRequest('GET', '/api/templates');
  return templateListSchema.parse(await response.json());
}

export const templatesQueryOptions = queryOptions({ queryKey: templateKeys.lists(), queryFn: listTemplates });

export function useTemplates() {
  return useQuery(templatesQueryOptions);
}
