import { parseArgs } from 'node:util';
import { registerBodySchema, type RegisterBody } from '@ledgerline/contracts';

export class AdminInputError extends Error {
  override name = 'AdminInputError';
}

/**
 * --username/--email/--password, each falling back to ADMIN_USERNAME/ADMIN_EMAIL/ADMIN_PASSWORD
 * (the environment keeps the password out of shell history), checked by the registration schema.
 */
export function readAdminInput(argv: string[], env: NodeJS.ProcessEnv): RegisterBody {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new AdminInputError(`${(error as Error).message}. Usage: npm run create-admin -- --username <name> --email <email> --password <password>`);
  }
  const result = registerBodySchema.safeParse({
    username: values.username ?? env.ADMIN_USERNAME,
    email: values.email ?? env.ADMIN_EMAIL,
    password: values.password ?? env.ADMIN_PASSWORD,
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) =>
      issue.message.endsWith('.') ? issue.message : `--${issue.path.join('.')} is required.`,
    );
    throw new AdminInputError(problems.join(' '));
  }
  return result.data;
}
