import { DeadlockException, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { HttpError } from '../http/http-error.ts';
import { MAX_ATTEMPTS, transactional } from './transactional.ts';

const deadlock = () => new DeadlockException(Object.assign(new Error('deadlock detected'), { code: '40P01' }));

/** An entity manager whose transactions run `work` directly and fail as told. */
function fakeEm(failures: Error[], inTransaction = false) {
  const em = {
    attempts: 0,
    isInTransaction: () => inTransaction,
    transactional: async <T>(work: (tx: unknown) => Promise<T>) => {
      em.attempts += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return work(em);
    },
  };
  return em;
}

describe('transactional', () => {
  it('runs a transaction that deadlocked again, and returns what the attempt that got through returned', async () => {
    const em = fakeEm([deadlock(), deadlock()]);
    await expect(transactional(em as unknown as EntityManager, async () => 'saved')).resolves.toBe('saved');
    expect(em.attempts).toBe(3);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts with a 409 that says so`, async () => {
    const em = fakeEm(Array.from({ length: MAX_ATTEMPTS + 1 }, deadlock));
    const failure = await transactional(em as unknown as EntityManager, async () => 'saved').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 409, code: 'write_conflict' });
    expect(em.attempts).toBe(MAX_ATTEMPTS);
  });

  it('does not repeat a transaction that failed for another reason', async () => {
    const em = fakeEm([new UniqueConstraintViolationException(new Error('duplicate key'))]);
    await expect(transactional(em as unknown as EntityManager, async () => 'saved')).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    expect(em.attempts).toBe(1);
  });

  it('inside another transaction, joins it and leaves the retry to the outermost one', async () => {
    const em = fakeEm([deadlock()], true);
    await expect(transactional(em as unknown as EntityManager, async () => 'saved')).rejects.toBeInstanceOf(DeadlockException);
    expect(em.attempts).toBe(1);
  });
});
