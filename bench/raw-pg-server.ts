/**
 * The ceiling of the API benches: a bare node:http server that answers the benched requests with
 * the same SQL the gateway runs, on raw `pg`, and nothing else (no framework, no session cookie
 * signature, no account filter, no mapping, no logging, no compression). Its answers carry the
 * same headers as the gateway's, so both cost the load generator the same to read. Its pool is the gateway's
 * own: it is opened by the gateway's database code (same size, same statement timeout, same type
 * parsers), and the statements are named (prepared once per connection), as the gateway's hot
 * reads are. Whatever the gateway answers below this server's rate, in the same run on the same
 * machine, is what the gateway adds to one database round trip.
 *
 * Run as a child process by the benches (bench/servers.ts): DATABASE_URL and PORT.
 *   GET  /api/user                    the session and its user, by the `sid` cookie
 *   GET  /api/invoices?page&pageSize  a page of the account's invoices, newest first, and the kept count
 *   GET  /api/search?q                the quick search's clients statement, then its three document statements (gateway/src/modules/search/search-sql.ts)
 *   GET  /api/dashboard               the gateway's own dashboard service run on this pool: the stored
 *                                     figures (their key and body in one statement, recomputed when
 *                                     the data changed) and the latest activity
 *   POST /api/login                   the user by username, then argon2 against the body's password
 *   GET  /readyz                      200 once listening
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { loadConfig } from '../gateway/src/config.ts';
import { openDatabase } from '../gateway/src/db/orm.ts';
import { LOCKED_DOWN_POLICY } from '../gateway/src/http/content-security-policy.ts';
import { SEARCH_CLIENTS_SQL, SEARCH_DOCUMENTS_SQL, SEARCH_JOBS_SQL } from '../gateway/src/modules/search/search-sql.ts';
import { clientPattern, searchParameters } from '../gateway/src/modules/search/search.service.ts';
import { verifyAgainstDummy, verifyPassword } from '../gateway/src/modules/auth/password.ts';
import { todayIso } from '../gateway/src/modules/document-core/dates.ts';
import { dashboardFigures } from '../gateway/src/modules/dashboard/dashboard.service.ts';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { CEILING_SQL } from './ceiling-sql.ts';

type Rows = Promise<{ rows: Record<string, unknown>[] }>;
type Pool = { query(config: { name?: string; text: string; values: unknown[] }): Rows; query(text: string, values: unknown[]): Rows };

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const db = await openDatabase({ kind: 'postgres', url, timeouts: loadConfig({}).databaseTimeouts });
const pool = (await db.orm.em.getConnection().getNativeClient()) as unknown as Pool;

const run = async (name: keyof typeof CEILING_SQL, ...values: unknown[]) => (await pool.query({ name, text: CEILING_SQL[name], values })).rows;

function sessionId(request: IncomingMessage): string | undefined {
  const cookie = request.headers.cookie ?? '';
  return /(?:^|;\s*)sid=([^;]*)/.exec(cookie)?.[1];
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function user(request: IncomingMessage): Promise<[number, unknown]> {
  const id = sessionId(request);
  const [row] = id ? await run('load_session_and_user', id) : [];
  if (!row?.user_id) return [401, { code: 'unauthenticated' }];
  return [200, { id: row.user_id, username: row.username, email: row.email, role: row.role }];
}

async function accountOf(request: IncomingMessage): Promise<string | undefined> {
  const id = sessionId(request);
  const [row] = id ? await run('load_session_and_user', id) : [];
  return row?.account_id as string | undefined;
}

async function invoices(request: IncomingMessage, query: URLSearchParams): Promise<[number, unknown]> {
  const accountId = await accountOf(request);
  if (!accountId) return [401, { code: 'unauthenticated' }];
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 50);
  const [items, [count]] = await Promise.all([
    run('invoice_list_newest', accountId, pageSize, (page - 1) * pageSize),
    run('invoice_list_count', accountId),
  ]);
  return [200, { items, total: Number(count?.live_count ?? 0), page, pageSize }];
}

async function search(request: IncomingMessage, query: URLSearchParams): Promise<[number, unknown]> {
  const accountId = await accountOf(request);
  if (!accountId) return [401, { code: 'unauthenticated' }];
  // The gateway's own statements (search-sql.ts), planned per call as the gateway runs them.
  const q = query.get('q') ?? '';
  const clients = await pool.query(SEARCH_CLIENTS_SQL, [accountId, clientPattern(q)]);
  const parameters = searchParameters(
    accountId,
    q,
    clients.rows.map((client) => client.id as string),
  );
  const titlePattern = parameters[6];
  const [jobs, documents] = await Promise.all([
    titlePattern ? pool.query(SEARCH_JOBS_SQL, [accountId, titlePattern]) : { rows: [] },
    Promise.all(Object.values(SEARCH_DOCUMENTS_SQL).map((sql) => pool.query(sql, parameters))),
  ]);
  return [200, [...clients.rows.slice(0, 5), ...jobs.rows.slice(0, 5), ...documents.flatMap((found) => found.rows.slice(0, 5))]];
}

/** The dashboard service's statements on the raw pool: `?` placeholders numbered as pg wants them, nothing else between. */
const rawExecutor = {
  execute: async (sql: string, params: unknown[] = []) => {
    let index = 0;
    return (await pool.query({ text: sql.replace(/\?/g, () => `$${++index}`), values: params })).rows;
  },
} as unknown as SqlEntityManager;

async function dashboard(request: IncomingMessage): Promise<[number, unknown]> {
  const accountId = await accountOf(request);
  if (!accountId) return [401, { code: 'unauthenticated' }];
  return [200, await dashboardFigures(rawExecutor, accountId, todayIso())];
}

async function login(request: IncomingMessage): Promise<[number, unknown]> {
  const { username, password } = (await readBody(request)) as { username: string; password: string };
  const [row] = await run('user_for_login', username.toLowerCase());
  const valid = row ? await verifyPassword(row.password_hash as string, password) : await verifyAgainstDummy(password);
  return valid ? [200, { id: row?.id }] : [401, { code: 'invalid_credentials' }];
}

async function answer(request: IncomingMessage): Promise<[number, unknown]> {
  const address = new URL(request.url ?? '/', 'http://ceiling');
  const route = `${request.method} ${address.pathname}`;
  if (route === 'GET /readyz') return [200, { status: 'ready' }];
  if (route === 'GET /api/user') return user(request);
  if (route === 'GET /api/invoices') return invoices(request, address.searchParams);
  if (route === 'GET /api/search') return search(request, address.searchParams);
  if (route === 'GET /api/dashboard') return dashboard(request);
  if (route === 'POST /api/login') return login(request);
  return [404, { code: 'not_found' }];
}

/**
 * The headers the gateway sends with every API answer, so the ceiling's answer is as many bytes on
 * the wire and costs the client as much to read: the benches' load generator shares the machine.
 */
const ANSWER_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': LOCKED_DOWN_POLICY,
  Vary: 'Accept-Encoding',
  'Content-Type': 'application/json; charset=utf-8',
};

function send(response: ServerResponse, [status, body]: [number, unknown]): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'X-Request-Id': randomUUID(), ...ANSWER_HEADERS, 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

const server = createServer((request, response) => {
  answer(request).then(
    (result) => send(response, result),
    (error: unknown) => send(response, [500, { message: (error as Error).message }]),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void db.close().then(() => process.exit(0));
});
