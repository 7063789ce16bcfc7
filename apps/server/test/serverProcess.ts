import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEALTH_PATH } from '@iotc/shared';
import type { ApiEnvelope } from '@iotc/shared';
import type { HealthReport } from '@iotc/shared/platform';
import { freePort } from '../../../scripts/freePort.ts';

const mainScript = new URL('../src/main.ts', import.meta.url).pathname;
/** Lines of the server's output shown in a failure's message: its log lines and error headlines, not dumped objects. */
const SHOWN_LINES = 60;

export interface Health {
  status: number;
  body: ApiEnvelope<HealthReport> | null;
}

/**
 * The real server (src/main.ts) in a child process, as an operator runs it: a crash shows as the child's
 * exit, and signals reach it as they would in production.
 */
export class ServerProcess {
  readonly base: string;
  readonly mqttPort: number;
  readonly deviceSecret = randomBytes(32).toString('base64url');
  private readonly child: ChildProcess;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'iotc-server-'));
  private readonly output: string[] = [];
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  readonly exited: Promise<number | string>;

  private constructor(port: number, mqttPort: number, env: NodeJS.ProcessEnv) {
    this.base = `http://127.0.0.1:${port}`;
    this.mqttPort = mqttPort;
    this.child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MQTT_PORT: String(mqttPort),
        DATA_DIR: this.dataDir,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        DEVICE_SECRET: this.deviceSecret,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        this.output.push(...chunk.split('\n').filter((line) => /^\S/.test(line)));
      });
    }
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  }

  /** Starts the server and resolves once its health check answers 200. */
  static async start(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
    const server = new ServerProcess(await freePort(), await freePort(), env);
    await server.until(async () => (await server.health()).status === 200, 120_000, 'the server did not become healthy');
    return server;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the server wrote (for a failure's message). */
  get log(): string {
    return this.output.slice(-SHOWN_LINES).join('\n');
  }

  async health(): Promise<Health> {
    try {
      const response = await fetch(`${this.base}${HEALTH_PATH}`, { signal: AbortSignal.timeout(5000) });
      return { status: response.status, body: (await response.json()) as ApiEnvelope<HealthReport> };
    } catch {
      return { status: 0, body: null };
    }
  }

  /** Polls `check` until it holds; fails with the server's output when the server exits or time runs out. */
  async until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (!this.running) throw new Error(`${what}: the server exited (${await this.exited})\n${this.log}`);
      if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s\n${this.log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Ends the process whatever its state, and removes its data directory. */
  async dispose(): Promise<void> {
    if (this.running) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
