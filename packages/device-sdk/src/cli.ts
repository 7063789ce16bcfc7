/**
 * iotc-device: runs simulated devices of a product with the credentials of its exported triple file.
 * Prints each device's connection state, every message it receives and every change of its state.
 */
import { readFile } from 'node:fs/promises';
import { checkDps, type MessageParams, normalizeLang, translate } from '@iotc/shared';
import { checkThingModel, type FunctionDefinition, modelFunctionSchema } from '@iotc/shared/functions';
import { CliArgsError, type CliOptions, parseCliArgs } from './cliArgs.ts';
import { startFleet } from './fleet.ts';
import { randomDpValue } from './randomDpValue.ts';
import { readTripleFile, TripleFileError, type TripleRow } from './tripleFile.ts';
import { DirectoryUpgradeStore } from './upgradeStore.ts';
import { VirtualDevice, type VirtualUpgradeOptions } from './VirtualDevice.ts';

const lang = normalizeLang(process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG);
const t = (key: string, params?: MessageParams) => translate(lang, key, params);

function fail(key: string, params?: MessageParams): never {
  console.error(t(key, params));
  process.exit(2);
}

async function loadModel(file: string): Promise<{ productKey: string; functions: FunctionDefinition[] }> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error instanceof SyntaxError) fail('device.cli.modelNotJson', { file });
    fail('device.cli.error', { reason: (error as Error).message });
  }
  const { model, problems } = checkThingModel(json);
  if (!model) {
    console.error(t('device.cli.modelInvalid', { file }));
    for (const p of problems) console.error(`  ${p.path.join('.')}: ${t(p.key, p.params)}`);
    process.exit(2);
  }
  // checkThingModel has already checked them; parsing again gives them their full (output) type.
  return { productKey: model.productKey, functions: model.functions.map((f) => modelFunctionSchema.parse(f)) };
}

async function loadTriples(file: string, productKey: string, count: number | undefined): Promise<TripleRow[]> {
  const rows: TripleRow[] = [];
  try {
    for await (const row of readTripleFile(file)) {
      if (productKey && row.productKey !== productKey) fail('device.cli.productMismatch', { row: row.row, found: row.productKey, expected: productKey });
      rows.push(row);
      if (rows.length === count) break;
    }
  } catch (error) {
    if (error instanceof TripleFileError) fail(error.key, error.params);
    fail('device.cli.error', { reason: (error as Error).message });
  }
  if (rows.length === 0) fail('device.cli.noTriples');
  return rows;
}

function deviceOf(url: string, row: TripleRow, functions: FunctionDefinition[], upgrade: VirtualUpgradeOptions): VirtualDevice {
  const log = (text: string) => console.log(`${row.deviceId}  ${text}`);
  const device = new VirtualDevice({
    url,
    credentials: row,
    functions,
    upgrade: { ...upgrade, onProgress: (p) => log(t(`device.cli.upgrade.${p.status}`, { version: p.version, progress: p.progress, reason: p.reason ?? '' })) },
    info: row.mac ? { mac: row.mac } : undefined,
    onStateChange: (changed) => log(t('device.cli.state', { dps: JSON.stringify(changed) })),
  });
  device.client.onConnection((up) => log(t(up ? 'device.cli.online' : 'device.cli.offline')));
  device.client.onError((error) => log(t('device.cli.error', { reason: error.message })));
  device.client.onMessage((_topic, msg) => {
    log(t('device.cli.received', { kind: msg.header.name, payload: JSON.stringify(msg.payload) }));
    if (msg.header.name !== 'control') return;
    // The ack carries only the reason's key: say it here in full, with its values.
    const problem = checkDps(functions, (msg.payload as { dps?: unknown }).dps, 'control')[0];
    if (problem) log(t('device.cli.controlRefused', { reason: `${problem.dpId} ${t(problem.reason, problem.params)}` }));
  });
  return device;
}

/** One timer for every device: each connected one reports a random value of one reportable function. */
function reportEvery(seconds: number, devices: VirtualDevice[], functions: FunctionDefinition[]): NodeJS.Timeout | null {
  const reportable = functions.filter((f) => f.rwFlag !== 'wo');
  if (reportable.length === 0) return null;
  return setInterval(() => {
    for (const device of devices) {
      if (!device.client.connected) continue;
      const f = reportable[Math.floor(Math.random() * reportable.length)]!;
      device.set({ [f.dpId]: randomDpValue(f) }).catch(() => undefined);
    }
  }, seconds * 1000);
}

function readArgs(): CliOptions | 'help' {
  try {
    return parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof CliArgsError) fail(error.key, error.params);
    console.error((error as Error).message);
    fail('device.cli.help');
  }
}

async function main(): Promise<void> {
  const options = readArgs();
  if (options === 'help') {
    console.log(t('device.cli.help'));
    return;
  }
  const { url, count, reportEvery: every, stateDir } = options;
  const { productKey, functions } = await loadModel(options.model);
  const rows = await loadTriples(options.file, productKey, count);
  // One directory for every device: the store names each partial file by device and task.
  const upgrade = { ...options.upgrade, store: stateDir ? new DirectoryUpgradeStore(stateDir) : undefined };
  const devices = rows.map((row) => deviceOf(url, row, functions, upgrade));

  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  process.on('SIGINT', () => {
    // A second Ctrl-C does not wait for the clean disconnect.
    if (stopping) process.exit(130);
    stopping = true;
    console.log(t('device.cli.stopping'));
    if (timer) clearInterval(timer);
    void Promise.all(devices.map((d) => d.stop().catch(() => undefined))).then(() => process.exit(0));
  });

  console.log(t('device.cli.starting', { count: devices.length, productKey: rows[0]!.productKey, url }));
  const started = await startFleet(devices, (device, error, refused) => {
    console.log(`${device.client.credentials.deviceId}  ${t(refused ? 'device.cli.refused' : 'device.cli.unreachable', { reason: error.message })}`);
  });
  if (started === 0 && !stopping) process.exit(1);
  if (every && !stopping) timer = reportEvery(every, devices, functions);
}

await main();
