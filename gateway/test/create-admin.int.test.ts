import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAdmin } from '../src/cli/create-admin.ts';
import { databaseTarget, openDatabase } from '../src/db/orm.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { loadConfig } from '../src/config.ts';
import { testPostgresServer, throwawayDatabaseUrl } from './support/test-database.ts';

/** A database the CLI opens by itself from its configuration: a temp DATA_DIR, or a throwaway PostgreSQL one. */
let env: NodeJS.ProcessEnv;
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-cli-'));
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const postgresServer = testPostgresServer();
  if (postgresServer) env.DATABASE_URL = throwawayDatabaseUrl(postgresServer);
});
afterAll(async () => {
  if (env.DATABASE_URL) {
    const db = await openDatabase(databaseTarget(loadConfig(env)));
    await db.orm.schema.dropDatabase();
    await db.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function run(argv: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const lines: string[] = [];
  const code = await createAdmin(argv, { ...env, ...extraEnv }, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('npm run create-admin', () => {
  it('creates an admin with an account of its own, in the configured database', async () => {
    const result = await run(['--username', 'Chief', '--email', 'chief@example.com', '--password', 'a long admin password']);
    expect(result).toEqual({ code: 0, output: 'Admin "Chief" (chief@example.com) created.' });
    const db = await openDatabase(databaseTarget(loadConfig(env)));
    try {
      const admin = await db.orm.em.fork().findOneOrFail(User, { usernameKey: 'chief' }, { filters: false });
      expect(admin.role).toBe('admin');
      expect(admin.account.id).toEqual(expect.any(String));
    } finally {
      await db.close();
    }
  }, 60_000);

  it('reads the environment when no flags are given', async () => {
    const result = await run([], { ADMIN_USERNAME: 'envadmin', ADMIN_EMAIL: 'envadmin@example.com', ADMIN_PASSWORD: 'another long password' });
    expect(result.code).toBe(0);
  });

  it('exits 1 with a clear message for a duplicate username', async () => {
    const result = await run(['--username', 'CHIEF', '--email', 'other@example.com', '--password', 'a long admin password']);
    expect(result).toEqual({ code: 1, output: 'Cannot create the admin: That username is already taken.' });
  });

  it('exits 1 with the validation messages for invalid input', async () => {
    const result = await run(['--username', 'x y', '--email', 'nope', '--password', 'short']);
    expect(result.code).toBe(1);
    expect(result.output).toBe(
      'Cannot create the admin: Username may contain only letters, digits, underscore, dot and hyphen. Enter a valid email address. Password must be at least 8 characters.',
    );
  });

  it('exits 1 for an unknown flag', async () => {
    expect((await run(['--role', 'admin'])).code).toBe(1);
  });
});
