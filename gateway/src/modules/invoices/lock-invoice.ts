import type { SqlEntityManager } from '@mikro-orm/sql';
import { lockDocumentRow } from '../document-core/lock-order.ts';
import { Invoice, type IInvoice } from './invoice.entity.ts';

/** 5. An invoice of the current account, locked (lock-order.ts). */
export function lockInvoice(tx: SqlEntityManager, id: string): Promise<IInvoice> {
  return lockDocumentRow(tx, Invoice, id);
}
