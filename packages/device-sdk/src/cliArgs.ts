/** The iotc-device command line, read into options (kept apart from cli.ts, which runs them, so that it can be tested). */
import { parseArgs } from 'node:util';
import type { MessageParams } from '@iotc/shared';
import type { VirtualUpgradeOptions } from './VirtualDevice.ts';

export interface CliOptions {
  url: string;
  file: string;
  model: string;
  count?: number;
  reportEvery?: number;
  /** How the devices upgrade; `store` is made by cli.ts from stateDir. */
  upgrade: Omit<VirtualUpgradeOptions, 'store' | 'random'>;
  /** Where partial downloads are kept across runs. */
  stateDir?: string;
}

/** A command line that cannot run: the message key of its reason. */
export class CliArgsError extends Error {
  constructor(
    readonly key: string,
    readonly params?: MessageParams,
  ) {
    super(key);
  }
}

function positiveInt(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new CliArgsError('device.cli.badNumber', { option });
  return n;
}

function share(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !(n >= 0 && n <= 1)) throw new CliArgsError('device.cli.badShare', { option });
  return n;
}

/** Reads the arguments; 'help' when asked for it. An unknown option throws parseArgs's own error, anything else CliArgsError. */
export function parseCliArgs(args: string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: 'string' },
      file: { type: 'string' },
      model: { type: 'string' },
      count: { type: 'string' },
      'report-every': { type: 'string' },
      'download-speed': { type: 'string' },
      'failure-rate': { type: 'string' },
      'reboot-mid-upgrade': { type: 'string' },
      'state-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  for (const option of ['url', 'file', 'model'] as const) if (!values[option]) throw new CliArgsError('device.cli.missingOption', { option });
  return {
    url: values.url!,
    file: values.file!,
    model: values.model!,
    count: positiveInt('count', values.count),
    reportEvery: positiveInt('report-every', values['report-every']),
    upgrade: {
      downloadBytesPerSecond: positiveInt('download-speed', values['download-speed']),
      failureRate: share('failure-rate', values['failure-rate']),
      rebootMidUpgrade: share('reboot-mid-upgrade', values['reboot-mid-upgrade']),
    },
    stateDir: values['state-dir'] || undefined,
  };
}
