import type { SqlEntityManager } from '@mikro-orm/sql';
import { lockDocumentRow } from '../document-core/lock-order.ts';
import { Estimate, type IEstimate } from './estimate.entity.ts';

/** 3. An estimate of the current account, locked (lock-order.ts): its revisions, lines and signatures change only under it. */
export function lockEstimate(tx: SqlEntityManager, id: string): Promise<IEstimate> {
  return lockDocumentRow(tx, Estimate, id);
}
