import { setTimeout as sleep } from 'node:timers/promises';
import { DeadlockException, type EntityManager } from '@mikro-orm/core';
import { HttpError } from '../http/http-error.ts';

/** Runs of a transaction that PostgreSQL aborted as a deadlock or serialization failure, before giving up. */
export const MAX_ATTEMPTS = 3;

/**
 * Why: even with every write taking its locks in one order (modules/document-core/lock-order.ts),
 * PostgreSQL may still abort a transaction as a deadlock victim (40P01) or a serialization failure
 * (40001); MikroORM raises both as DeadlockException. Nothing of that attempt was kept, so it is
 * run again, after a short random pause that keeps the same two requests from colliding again.
 */
function pauseBeforeAttempt(attempt: number): Promise<void> {
  return sleep(attempt * 10 + Math.random() * 40);
}

export const writeConflict = () =>
  new HttpError(409, 'write_conflict', 'Someone else was changing the same records at the same moment, so nothing was saved. Try again.');

/**
 * The one way the gateway runs a write transaction: `work` is retried whole on a deadlock or
 * serialization failure, up to MAX_ATTEMPTS times, then answered 409. Inside another transaction
 * it just joins it: only the outermost transaction can be run again.
 */
export async function transactional<E extends EntityManager, T>(em: E, work: (tx: E) => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return em.transactional(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await em.transactional(work);
    } catch (error) {
      if (!(error instanceof DeadlockException)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw writeConflict();
      await pauseBeforeAttempt(attempt);
    }
  }
}
