import type { DocumentKind } from '@ledgerline/contracts';

/**
 * The table of each document kind and the column that holds its number, for the raw SQL of the
 * document core (numbering, first view, public look-ups), which serves every kind with one query.
 * Constants only: no request value ever becomes a table or column name.
 */
export const DOCUMENT_TABLES: Record<DocumentKind, { table: string; numberColumn: string }> = {
  invoice: { table: 'invoice', numberColumn: 'number' },
  estimate: { table: 'estimate', numberColumn: 'base_number' },
  change_order: { table: 'change_order', numberColumn: 'number' },
  credit_note: { table: 'credit_note', numberColumn: 'number' },
};
