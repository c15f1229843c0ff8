import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib modules the embedded PGlite loads at start, so the migrations' CREATE EXTENSION finds
 * them: pg_trgm for search's trigram indexes. PostgreSQL ships them itself.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** MikroORM hands these options to the PGlite it creates. */
export function pgliteDriverOptions() {
  return { extensions: PGLITE_EXTENSIONS };
}
