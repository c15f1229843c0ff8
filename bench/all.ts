/**
 * `npm run bench`: every API bench, one after another, each with its ceiling measured in the same
 * run, then a table of their verdict lines (ratio, target, PASS or FAIL) with the CPU-per-answer
 * ratio beside them and the load average before and after each. `npm run bench -- search login` runs only the benches named. Seeds the
 * large account first (npm run seed:large) when a bench needs it and it is missing. Exits with 1
 * when any bench fails. The benches' own settings (BENCH_SECONDS, BENCH_ROUNDS, …) pass through.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../gateway/src/config.ts';
import { openDatabase } from '../gateway/src/db/orm.ts';
import { LARGE_COUNTS, largeDatabaseUrl } from './large-account.ts';
import { loadAverage } from './load.ts';
import { REPO_ROOT } from './support.ts';
import { VERDICT_LINE } from './verdict.ts';

const BENCHES = ['user-fetch', 'embedded-user-fetch', 'login', 'invoice-list', 'search', 'dashboard', 'first-session'];
const ON_LARGE_ACCOUNT = new Set(['invoice-list', 'search', 'dashboard']);

type Row = { bench: string; line: string; cpu: string; loadBefore: number; loadAfter: number; seconds: number };

/** The CPU-per-answer ratio a comparison prints (ceiling.ts), shown beside the verdict. */
const CPU_RATIO = /CPU per answer \(ceiling ÷ subject\) (\S+)/;

async function largeAccountSeeded(): Promise<boolean> {
  const db = await openDatabase({ kind: 'postgres', url: largeDatabaseUrl(), timeouts: loadConfig({}).databaseTimeouts });
  try {
    const [row] = await db.orm.em.fork().execute<{ invoices: string }[]>('select count(*) as invoices from invoice');
    return Number(row?.invoices) >= LARGE_COUNTS.invoices;
  } finally {
    await db.close();
  }
}

/** Runs one bench, echoing its output, and returns its verdict line (or a FAIL line when it printed none). */
async function runBench(bench: string): Promise<Row> {
  const loadBefore = loadAverage();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, `${bench}.bench.ts`)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let line = `${bench}: ratio NaN (target none) FAIL`;
  let cpu = '';
  for await (const output of createInterface({ input: child.stdout })) {
    console.log(output);
    if (VERDICT_LINE.test(output)) line = output;
    cpu = CPU_RATIO.exec(output)?.[1] ?? cpu;
  }
  await new Promise((resolve) => child.once('close', resolve));
  return { bench, line, cpu, loadBefore, loadAfter: loadAverage(), seconds: (performance.now() - started) / 1000 };
}

function printTable(rows: Row[]): void {
  console.log(`\n${'bench'.padEnd(22)} ${'ratio'.padStart(6)}  ${'target'.padEnd(9)} ${'verdict'.padEnd(7)}  ${'CPU ratio'.padStart(9)}  load average (before → after)  time`);
  for (const row of rows) {
    const { ratio = '', target = '', verdict = '' } = VERDICT_LINE.exec(row.line)?.groups ?? {};
    console.log(
      `${row.bench.padEnd(22)} ${ratio.padStart(6)}  ${target.padEnd(9)} ${verdict.padEnd(7)}  ${row.cpu.padStart(9)}  ${row.loadBefore.toFixed(2)} → ${row.loadAfter.toFixed(2)}`.padEnd(89) +
        `${row.seconds.toFixed(0).padStart(4)} s`,
    );
  }
}

const chosen = process.argv.length > 2 ? process.argv.slice(2) : BENCHES;
const unknown = chosen.filter((bench) => !BENCHES.includes(bench));
if (unknown.length > 0) throw new Error(`No such bench: ${unknown.join(', ')} (there are ${BENCHES.join(', ')})`);
if (chosen.some((bench) => ON_LARGE_ACCOUNT.has(bench)) && !(await largeAccountSeeded())) {
  console.log('The large account is missing: running npm run seed:large first.');
  const seeded = spawnSync('npm', ['run', 'seed:large'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('npm run seed:large failed');
}
const rows: Row[] = [];
for (const bench of chosen) {
  console.log(`\n=== ${bench}`);
  rows.push(await runBench(bench));
}
printTable(rows);
if (rows.some((row) => !row.line.endsWith(' PASS'))) process.exitCode = 1;
