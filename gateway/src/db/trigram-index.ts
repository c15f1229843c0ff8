/**
 * A trigram GIN index (pg_trgm) on one column's text, so LIKE '%text%' reads the index rather than
 * every row. Declared on the entity, with the SQL the search migration ran, so the schema check
 * (database.int.test.ts) knows it.
 */
export function trigramIndex(table: string, name: string, expression: string) {
  return { name, expression: `create index "${name}" on "${table}" using gin (${expression} gin_trgm_ops)` };
}
