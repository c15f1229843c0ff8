import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

export type PrivateGateway = { origin: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * A gateway of the test's own, started like the suite's (start-gateway.ts: a fresh database,
 * removed when it stops) with extra settings, for a test that changes what the whole gateway
 * serves and so must not share it with the tests running beside it.
 */
export async function startPrivateGateway(env: NodeJS.ProcessEnv): Promise<PrivateGateway> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const gateway = spawn(process.execPath, [path.join(import.meta.dirname, 'start-gateway.ts')], {
    // Its own process group: start-gateway.ts leaves stopping to a signal sent to the whole group.
    detached: true,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
  });
  const exited = once(gateway, 'exit');
  const stop = async () => {
    if (gateway.exitCode === null) process.kill(-(gateway.pid as number), 'SIGTERM');
    await exited;
  };
  for (let attempt = 0; ; attempt += 1) {
    const healthy = await fetch(`${origin}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return { origin, stop };
    if (gateway.exitCode !== null || attempt >= 600) {
      await stop();
      throw new Error('The private gateway did not start.');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
