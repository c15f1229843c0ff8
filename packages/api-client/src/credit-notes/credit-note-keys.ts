import type { CreditNoteListQuery } from '@ledgerline/contracts';
import { resourceKeys } from '../resource-keys.ts';

/** The filters of a credit note list as the API takes them; absent ones take the API's defaults. */
export type CreditNoteFilters = Partial<CreditNoteListQuery>;

export const creditNoteKeys = resourceKeys<'/api/credit-notes', CreditNoteFilters>('/api/credit-notes');
