import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AckCode, checkDps } from '@iotc/shared';
import { startBroker, Watcher, type TestBroker } from './testBroker.ts';
import { exportRow, testCredentials, testFunctions, testModel, writeTripleXlsx } from './testModel.ts';

const bin = new URL('../bin/iotc-device.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'iotc-cli-'));
const modelFile = join(dir, 'model.json');
const triplesFile = join(dir, 'triples.xlsx');
let broker: TestBroker;

beforeAll(async () => {
  broker = await startBroker([1, 2, 3].map(testCredentials));
  writeFileSync(modelFile, JSON.stringify(testModel));
  await writeTripleXlsx(triplesFile, [1, 2, 3].map(exportRow));
});

afterAll(async () => {
  await broker.close();
});

/** The CLI as a user runs it, with its output collected line by line. */
function cli(args: string[]): { child: ChildProcess; lines: string[]; waitFor: (pattern: RegExp) => Promise<string>; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: '' } });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    for (const wake of waiters) wake();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = lines.find((l) => pattern.test(l));
        if (!line) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(line);
      };
      const timer = setTimeout(() => reject(new Error(`no line matching ${pattern}; output:\n${lines.join('\n')}`)), 15_000);
      waiters.add(check);
      check();
    });
  return { child, lines, waitFor, exit };
}

describe('iotc-device', () => {
  it('runs the first N devices of an exported file, prints the controls they get, and disconnects on Ctrl-C', async () => {
    const [first, second] = [testCredentials(1), testCredentials(2)];
    const watcher = await Watcher.watch(broker.url, first);
    const secondWatcher = await Watcher.watch(broker.url, second);
    const run = cli(['--url', broker.url, '--file', triplesFile, '--model', modelFile, '--count', '2', '--report-every', '1']);
    try {
      await run.waitFor(/^Starting 2 device\(s\) of product pk_test/);
      await run.waitFor(/^did1 +online$/);
      await run.waitFor(/^did2 +online$/);

      const from = watcher.seen.length;
      const mid = await watcher.send('control', 'control', { dps: { '1': true, '2': 45 } });
      expect((await watcher.answer('control/ack', mid, from)).message.payload).toEqual({ code: AckCode.Ok, dps: { '1': true, '2': 45 } });
      await run.waitFor(/^did1 +received control \{"dps":\{"1":true,"2":45\}\}$/);
      await run.waitFor(/^did1 +state \{"1":true,"2":45\}$/);

      const refused = await watcher.send('control', 'control', { dps: { '2': 101 } });
      expect((await watcher.answer('control/ack', refused, from)).message.payload).toEqual({ code: AckCode.Invalid, msg: 'device.problem.range' });
      await run.waitFor(/^did1 +control refused: 2 The value 101 is outside 0-100$/);
      // The third device of the file was not asked for.
      expect(run.lines.some((l) => l.startsWith('did3'))).toBe(false);

      // Every second each device reports a random value its model accepts.
      const periodic = await watcher.next((r) => r.topic === 'report' && Object.keys((r.message.payload as { dps: object }).dps).length === 1, from);
      expect(checkDps(testFunctions, (periodic.message.payload as { dps: unknown }).dps, 'report')).toEqual([]);

      const stopFrom = secondWatcher.seen.length;
      run.child.kill('SIGINT');
      expect(await run.exit).toBe(0);
      await secondWatcher.next((r) => r.topic === 'online' && (r.message.payload as { online: boolean }).online === false, stopFrom);
    } finally {
      run.child.kill('SIGKILL');
      await Promise.all([watcher.close(), secondWatcher.close()]);
    }
  }, 30_000);

  it('refuses triples of another product than the thing model, saying which row', async () => {
    const otherModel = join(dir, 'other-model.json');
    writeFileSync(otherModel, JSON.stringify({ ...testModel, productKey: 'pk_other' }));
    const run = cli(['--url', broker.url, '--file', triplesFile, '--model', otherModel]);
    expect(await run.exit).toBe(2);
    expect(run.lines).toContain('Row 2 is a device of product pk_test, the thing model is of product pk_other');
  }, 15_000);
});
