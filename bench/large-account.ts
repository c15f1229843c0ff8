/** The database and sign-in that `npm run seed:large` creates and bench/invoice-list.bench.ts and bench/search.bench.ts measure. */
export const LARGE_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const LARGE_DATABASE = process.env.BENCH_LARGE_DATABASE ?? 'ledgerline_large';
export const LARGE_USER = { username: 'large', email: 'large@example.com', password: 'large-account-2026' } as const;
export const LARGE_COUNTS = { clients: 5_000, invoices: 100_000 } as const;

/** The large account's database URL on the bench server. */
export function largeDatabaseUrl(): string {
  const url = new URL(LARGE_SERVER_URL);
  url.pathname = `/${LARGE_DATABASE}`;
  return url.toString();
}
