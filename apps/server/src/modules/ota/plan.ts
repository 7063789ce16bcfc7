import { createHash } from 'node:crypto';
import type { OtaReleaseValues, OtaStageKind } from '@iotc/shared/ota';

/**
 * The plan of a release, computed once at publish time from the targeted devices: which stage each device
 * belongs to. Pure functions, so the wizard's preview and the publish agree and tests can read them directly.
 */

/** What the plan reads of a targeted device. */
export interface Target {
  did: string;
  /** Its current version of the release's firmware type (devices.module_firmware_version or mcu_firmware_version). */
  version: string | null;
  location: string | null;
  boundUser: string | null;
}

export interface PlannedStage {
  kind: OtaStageKind;
  value: number | null;
  soakMinutes: number;
  /** Its devices (its own, not cumulative). */
  dids: string[];
}

/**
 * The area rule of `areaMode` specified: a device is in an area when its location equals it, or starts with it
 * followed by a space or a comma ("Shanghai" covers "Shanghai, Pudong" and "Shanghai Pudong", not "Shanghaiguan").
 */
export function inArea(location: string | null, areas: readonly string[]): boolean {
  if (!location) return false;
  return areas.some((area) => location === area || location.startsWith(`${area} `) || location.startsWith(`${area},`));
}

/** Whether a device is a target of the release by its version, place and the listed devices (activation is the caller's filter). */
export function isTarget(values: Pick<OtaReleaseValues, 'versionMode' | 'sourceVersions' | 'areaMode' | 'areas' | 'deviceIds'>, device: Target): boolean {
  if (values.deviceIds.length > 0 && !values.deviceIds.includes(device.did)) return false;
  if (values.versionMode === 'specified' && (device.version === null || !values.sourceVersions.includes(device.version))) return false;
  if (values.areaMode === 'specified' && !inArea(device.location, values.areas)) return false;
  return true;
}

/** A stable order of a release's devices: the same release always cuts its gray stages the same way. */
function grayOrder(releaseId: string, did: string): string {
  return createHash('sha256').update(`${releaseId}\u0000${did}`).digest('hex');
}

/**
 * The release's stages and their devices: [verify] (whitelisted devices, or devices bound to a whitelisted account), then the
 * gray stages (cumulative percent or number of the other targets in a stable hash order, or one stage of the listed devices),
 * then all (the rest), unless the release mode is verify. A stage may end up with no device (it then passes at once).
 */
export function planStages(
  releaseId: string,
  values: Pick<OtaReleaseValues, 'releaseMode' | 'verification' | 'grayType' | 'grayStages' | 'grayDeviceIds'>,
  targets: readonly Target[],
  whitelist: { dids: ReadonlySet<string>; accounts: ReadonlySet<string> },
): PlannedStage[] {
  const stages: PlannedStage[] = [];
  let rest = [...targets];
  if (values.verification || values.releaseMode === 'verify') {
    const listed = (t: Target) => whitelist.dids.has(t.did) || (t.boundUser !== null && whitelist.accounts.has(t.boundUser));
    stages.push({ kind: 'verify', value: null, soakMinutes: 0, dids: rest.filter(listed).map((t) => t.did) });
    rest = rest.filter((t) => !listed(t));
  }
  if (values.releaseMode === 'verify') return stages;
  if (values.releaseMode === 'gray' && values.grayType === 'deviceIds') {
    const listed = new Set(values.grayDeviceIds);
    stages.push({ kind: 'gray', value: null, soakMinutes: 0, dids: rest.filter((t) => listed.has(t.did)).map((t) => t.did) });
    rest = rest.filter((t) => !listed.has(t.did));
  } else if (values.releaseMode === 'gray' && values.grayType) {
    const ordered = rest.map((t) => ({ did: t.did, order: grayOrder(releaseId, t.did) })).sort((a, b) => (a.order < b.order ? -1 : 1));
    let cut = 0;
    for (const stage of values.grayStages) {
      const size = values.grayType === 'percent' ? Math.ceil((ordered.length * stage.value) / 100) : stage.value;
      const end = Math.min(ordered.length, Math.max(size, cut + 1));
      stages.push({ kind: 'gray', value: stage.value, soakMinutes: stage.soakMinutes, dids: ordered.slice(cut, end).map((t) => t.did) });
      cut = Math.max(cut, end);
    }
    const taken = new Set(ordered.slice(0, cut).map((t) => t.did));
    rest = rest.filter((t) => !taken.has(t.did));
  }
  stages.push({ kind: 'all', value: null, soakMinutes: 0, dids: rest.map((t) => t.did) });
  return stages;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The platform's time zone of a device that did not say its own. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Minutes since midnight at `at` in the time zone (an unknown zone counts as the platform default). */
function minuteOfDay(at: Date, timeZone: string | null): number {
  const zone = timeZone || DEFAULT_TIME_ZONE;
  let format = clockFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      return minuteOfDay(at, DEFAULT_TIME_ZONE);
    }
    clockFormats.set(zone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** Whether `at` falls within [start, end) in the device's time zone; a window whose end is before its start crosses midnight. */
export function inWindow(at: Date, timeZone: string | null, start: string, end: string): boolean {
  const now = minuteOfDay(at, timeZone);
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from < to ? now >= from && now < to : now >= from || now < to;
}
