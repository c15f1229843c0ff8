import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../bench/support.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of the fault suite's own, in a temporary folder on a free port, so it can be
 * stopped and frozen at will. The machine's own cluster is never touched. PostgreSQL refuses to run
 * as root, so as root its programs run as the postgres user.
 */
export type PrivateCluster = {
  port: number;
  /** A URL for a database of this cluster (created by the gateway on first connect, or by createDatabase). */
  url(database: string): string;
  createDatabase(name: string): void;
  start(): void;
  /** A fast shutdown: sessions are ended (57P01), new connections refused. */
  stop(): void;
  /** SIGSTOP to the postmaster and every backend: the database hangs without a word. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
};

const asRoot = process.getuid?.() === 0;

function run(program: string, args: string[]): string {
  const command = path.join(PG_BIN, program);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function clusterPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return [postmaster, ...children];
}

export async function createPrivateCluster(): Promise<PrivateCluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'ledgerline-faults-pg-'));
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(root, Number(ids), Number(gid));
  }
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  let frozen: number[] = [];
  const cluster: PrivateCluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => void run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]),
    start: () => void run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'server.log'), '-w', 'start']),
    stop: () => void run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    freeze: () => {
      frozen = clusterPids(dataDir);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    destroy: () => {
      try {
        cluster.thaw();
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
