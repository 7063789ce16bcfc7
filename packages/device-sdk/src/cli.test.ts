import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AckCode, checkDps, type OtaProgress } from '@iotc/shared';
import { CliArgsError, parseCliArgs } from './cliArgs.ts';
import { startBroker, Watcher, type TestBroker } from './testBroker.ts';
import { firmwareFile, otaInfoOf, serveFile } from './testFileServer.ts';
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

describe('iotc-device upgrade options', () => {
  const base = ['--url', 'mqtt://h', '--file', 't.xlsx', '--model', 'm.json'];

  it('reads the download speed, failure rate, reboot share and state directory', () => {
    expect(parseCliArgs([...base, '--download-speed', '1024', '--failure-rate', '0.3', '--reboot-mid-upgrade', '1', '--state-dir', '/tmp/s'])).toEqual({
      url: 'mqtt://h',
      file: 't.xlsx',
      model: 'm.json',
      count: undefined,
      reportEvery: undefined,
      upgrade: { downloadBytesPerSecond: 1024, failureRate: 0.3, rebootMidUpgrade: 1 },
      stateDir: '/tmp/s',
    });
    expect(parseCliArgs([...base])).toMatchObject({ upgrade: { downloadBytesPerSecond: undefined, failureRate: undefined, rebootMidUpgrade: undefined }, stateDir: undefined });
    expect(parseCliArgs(['--help'])).toBe('help');
  });

  it.each([
    [['--download-speed', '0'], 'device.cli.badNumber', 'download-speed'],
    [['--download-speed', '1.5'], 'device.cli.badNumber', 'download-speed'],
    [['--failure-rate', '1.2'], 'device.cli.badShare', 'failure-rate'],
    [['--failure-rate', ''], 'device.cli.badShare', 'failure-rate'],
    [['--reboot-mid-upgrade', 'often'], 'device.cli.badShare', 'reboot-mid-upgrade'],
  ])('refuses %j', (args, key, option) => {
    const error = (() => {
      try {
        parseCliArgs([...base, ...args]);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CliArgsError);
    expect(error).toMatchObject({ key, params: { option } });
  });

  it('upgrades its devices with the flags given: every install fails at --failure-rate 1, the download kept apart in --state-dir', async () => {
    const file = firmwareFile(64 * 1024);
    const files = await serveFile(file);
    const stateDir = join(dir, 'state');
    const device = testCredentials(3);
    const watcher = await Watcher.watch(broker.url, device);
    const run = cli(['--url', broker.url, '--file', triplesFile, '--model', modelFile, '--download-speed', '65536', '--failure-rate', '1', '--state-dir', stateDir]);
    try {
      await run.waitFor(/^did3 +online$/);
      const from = watcher.seen.length;
      await watcher.send('upgrade', 'ota_info', otaInfoOf(file, files.url));
      const downloading = await watcher.next((r) => r.topic === 'upgrade/report', from);
      expect(downloading.message.payload).toMatchObject({ status: 'downloading', progress: 0 });
      await watcher.next((r) => r.topic === 'upgrade/report' && (r.message.payload as OtaProgress).progress > 0, from);
      expect(readdirSync(stateDir).filter((name) => name.endsWith('.part'))).toHaveLength(1);
      const failed = await watcher.next((r) => r.topic === 'upgrade/report' && (r.message.payload as OtaProgress).status === 'failed', from, 5000);
      expect(failed.message.payload).toMatchObject({ reason: 'install failed (simulated)' });
      await run.waitFor(/^did3 +upgrade to 1\.2\.0: failed \(install failed \(simulated\)\)$/);
      expect(run.lines).toContain('did3  upgrade to 1.2.0: downloading, 0%');
      // A second passed at 64 KiB/s: the speed was applied.
      expect(failed.message.header.ts - downloading.message.header.ts).toBeGreaterThanOrEqual(900);
    } finally {
      run.child.kill('SIGKILL');
      await Promise.all([watcher.close(), files.close()]);
    }
  }, 30_000);
});
