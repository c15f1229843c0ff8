import type { DocumentKind } from '@ledgerline/contracts';

/** "Default for invoices": each kind as the list's sentences name it. */
export const KIND_PLURALS: Record<DocumentKind, string> = { invoice: 'invoices', estimate: 'estimates', change_order: 'change orders' };
