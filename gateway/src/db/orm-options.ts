import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';

/** What every MikroORM instance of the gateway shares, on PGlite and PostgreSQL alike. */
export const sharedOptions = {
  entities,
  extensions: [Migrator],
  // Migrations only: no snapshot files written next to the source, no schema sync.
  migrations: { migrationsList, snapshot: false, silent: true },
  // Owned by rate-limiter-flexible; created by the initial migration, not mapped to an entity.
  schemaGenerator: { skipTables: ['rate_limit'] },
};
