import type { SqlEntityManager } from '@mikro-orm/sql';
import { lockDocumentRow } from '../document-core/lock-order.ts';
import { ChangeOrder, type IChangeOrder } from './change-order.entity.ts';

/** 4. A change order of the current account, locked (lock-order.ts). */
export function lockChangeOrder(tx: SqlEntityManager, id: string): Promise<IChangeOrder> {
  return lockDocumentRow(tx, ChangeOrder, id);
}
