import type { JobListQuery } from '@ledgerline/contracts';
import { resourceKeys } from '../resource-keys.ts';

/** The one key factory of jobs (accepted estimates as the job list and job page show them). */
export const jobKeys = resourceKeys<'/api/jobs', JobListQuery>('/api/jobs');
