import { useQuery } from '@tanstack/react-query';
import { adminAuditListSchema } from '@ledgerline/contracts';
import { apiRequest } from '@ledgerline/shell-sdk';
import { adminKeys } from './admin-keys.ts';

/** The admin audit, newest first. */
export const useAdminAudit = (page: number) =>
  useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: async () => adminAuditListSchema.parse(await (await apiRequest('GET', `/api/admin/audit?page=${page}&pageSize=50`)).json()),
  });
