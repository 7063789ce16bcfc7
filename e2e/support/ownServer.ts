import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long the server may take to close before it is killed. */
const STOP_GRACE_MS = 3_000;

const root = new URL('../..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface OwnServer {
  base: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The console as `npm start` runs it (embedded database and broker), on free ports and a data directory
 * of its own, seeded with the demo data on its first start: for a journey that stops and starts the
 * server, or needs the demo accounts as they are before any journey signed them in.
 */
export async function ownServer(): Promise<OwnServer & { dispose(): Promise<void> }> {
  const [port, mqttPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'iotc-e2e-own-'));
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    // A graceful close waits for the open pages' sockets; a restart does not wait for them forever.
    const timer = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  const start = async () => {
    let stderr = '';
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        MQTT_PORT: String(mqttPort),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        WEB_DIST: process.env.WEB_DIST ?? join(root, 'apps/web/dist'),
      },
    });
    started.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child = started;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited (${started.exitCode}): ${stderr}`);
      const healthy = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
      if (healthy) return;
      if (Date.now() > deadline) throw new Error(`the server did not start within 120 s: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  return {
    base,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
