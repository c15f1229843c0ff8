/** The database `npm run seed:admin` creates and bench/admin-dashboard.bench.ts measures, and its size. */
import { LARGE_SERVER_URL } from './large-account.ts';

export const ADMIN_DATABASE = process.env.BENCH_ADMIN_DATABASE ?? 'ledgerline_admin_bench';

/** 10,000 accounts and 1,000,000 documents by default (issue 12); smaller with ADMIN_BENCH_ACCOUNTS / ADMIN_BENCH_DOCUMENTS. */
export const ADMIN_COUNTS = {
  accounts: Number(process.env.ADMIN_BENCH_ACCOUNTS ?? 10_000),
  documents: Number(process.env.ADMIN_BENCH_DOCUMENTS ?? 1_000_000),
};

export function adminDatabaseUrl(): string {
  const url = new URL(LARGE_SERVER_URL);
  url.pathname = `/${ADMIN_DATABASE}`;
  return url.toString();
}
