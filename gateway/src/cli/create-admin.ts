import { loadConfig } from '../config.ts';
import { databaseTarget, openDatabase } from '../db/orm.ts';
import { createUserWithAccount, DuplicateUserError } from '../modules/users/users.service.ts';
import { AdminInputError, readAdminInput } from './admin-input.ts';

/**
 * `npm run create-admin -- --username … --email … --password …`: adds an admin, with an account of
 * its own, to the database the configuration names (DATABASE_URL, else the embedded one in
 * DATA_DIR), migrating it first. Returns the process exit code; messages go to `print`.
 */
export async function createAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  let input;
  try {
    input = readAdminInput(argv, env);
  } catch (error) {
    if (!(error instanceof AdminInputError)) throw error;
    print(`Cannot create the admin: ${error.message}`);
    return 1;
  }
  const config = loadConfig(env);
  const db = await openDatabase(databaseTarget(config));
  try {
    const admin = await createUserWithAccount(db.orm.em.fork(), { ...input, role: 'admin' });
    print(`Admin "${admin.username}" (${admin.email}) created.`);
    return 0;
  } catch (error) {
    if (error instanceof DuplicateUserError) {
      print(`Cannot create the admin: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await createAdmin(process.argv.slice(2), process.env, (line) => console.log(line));
  } catch (error) {
    console.error(`Cannot create the admin: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
