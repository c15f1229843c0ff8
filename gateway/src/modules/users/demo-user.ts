import type { Database } from '../../db/orm.ts';
import { seedDemoData } from '../demo/demo-data.ts';
import { createUserWithAccount } from './users.service.ts';

/** The README names these, so a fresh `npm start` can be tried without registering. */
export const DEMO_USER = { username: 'demo', email: 'demo@example.com', password: 'demo-pass-2026' } as const;

/**
 * Only the first start of an empty embedded database gets the demo user: a PostgreSQL database is
 * a real deployment, a production one must never hold an account with a published password, and a
 * demo user deleted later must not come back on the next start. The account comes with a contractor's
 * clients and invoices. Returns whether it was created.
 */
export async function seedDemoUser(db: Database, options: { production: boolean }): Promise<boolean> {
  if (options.production || db.kind !== 'embedded' || !db.freshlyCreated) return false;
  const user = await createUserWithAccount(db.orm.em.fork(), { ...DEMO_USER, role: 'user' });
  await seedDemoData(db.orm.em.fork(), { accountId: user.account.id, userId: user.id });
  return true;
}
