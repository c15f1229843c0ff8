import type { Database } from '../src/db/orm.ts';
import { scopeToAccount } from '../src/db/account-scope.ts';
import { migrationsList } from '../src/db/migrations/index.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { createUserWithAccount } from '../src/modules/users/users.service.ts';
import { disposeTestDatabase, openTestDatabase } from './support/test-database.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase(undefined, { fresh: true });
});
afterAll(() => disposeTestDatabase(db));

describe('migrations', () => {
  it('ran every migration on the empty database', () => {
    expect(db.freshlyCreated).toBe(true);
  });

  it('build exactly the schema the entities describe', async () => {
    expect(await db.orm.schema.getUpdateSchemaSQL()).toBe('');
  });

  it('have nothing left to run a second time', async () => {
    expect(await db.orm.migrator.getPending()).toEqual([]);
    expect((await db.orm.migrator.getExecuted()).map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
  });
});

describe('account scoping', () => {
  it('refuses to read account rows when no account was named', async () => {
    await expect(db.orm.em.fork().find(User, {})).rejects.toThrow(/No arguments provided for filter 'account'/);
  });

  it('returns only the rows of the named account', async () => {
    const mine = await createUserWithAccount(db.orm.em.fork(), { username: 'scope-a', email: 'scope-a@example.com', password: 'long enough', role: 'user' });
    const theirs = await createUserWithAccount(db.orm.em.fork(), { username: 'scope-b', email: 'scope-b@example.com', password: 'long enough', role: 'user' });
    const em = db.orm.em.fork();
    scopeToAccount(em, mine.account.id);
    expect((await em.find(User, {})).map((u) => u.id)).toEqual([mine.id]);
    // Another account's row by its id answers like a missing one.
    expect(await em.findOne(User, theirs.id)).toBeNull();
    expect(await em.nativeUpdate(User, { id: theirs.id }, { role: 'admin' })).toBe(0);
  });
});
