import type { SqlEntityManager } from '@mikro-orm/sql';
import { lockDocumentRow } from '../document-core/lock-order.ts';
import { CreditNote, type ICreditNote } from './credit-note.entity.ts';

/** 6. A credit note of the current account, locked (lock-order.ts). */
export function lockCreditNote(tx: SqlEntityManager, id: string): Promise<ICreditNote> {
  return lockDocumentRow(tx, CreditNote, id);
}
