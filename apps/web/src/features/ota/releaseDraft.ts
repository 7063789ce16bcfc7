import { issueMessages, type ValidationMessage } from '@iotc/shared';
import { type OtaAreaMode, type OtaGrayType, type OtaReleaseMode, type OtaReleaseSaveBody, otaReleaseSaveBody, type OtaVersionMode } from '@iotc/shared/ota';

/** A gray stage as typed: the cumulative percent or number and its soak minutes (empty while being typed). */
export interface StageDraft {
  value: number | null;
  soakMinutes: number | null;
}

/** The wizard's release as the form holds it: lists of devices as typed text (one per line), the rate limit behind a switch. */
export interface ReleaseDraft {
  productId?: string;
  firmwareId?: string;
  versionId?: string;
  releaseMode: OtaReleaseMode;
  verification: boolean;
  grayType: OtaGrayType;
  grayStages: StageDraft[];
  grayDeviceIds: string;
  versionMode: OtaVersionMode;
  sourceVersions: string[];
  areaMode: OtaAreaMode;
  areas: string[];
  deviceIds: string;
  autoUpgrade: boolean;
  windowStart: string | null;
  windowEnd: string | null;
  upgradeTextZh: string;
  upgradeTextEn: string;
  rateLimited: boolean;
  rateLimitPerMinute: number | null;
  retries: number | null;
  taskTimeoutS: number | null;
  failureThresholdPercent: number | null;
}

export const NEW_RELEASE: ReleaseDraft = {
  releaseMode: 'gray',
  verification: false,
  grayType: 'percent',
  grayStages: [{ value: 10, soakMinutes: 0 }],
  grayDeviceIds: '',
  versionMode: 'all',
  sourceVersions: [],
  areaMode: 'all',
  areas: [],
  deviceIds: '',
  autoUpgrade: false,
  windowStart: null,
  windowEnd: null,
  upgradeTextZh: '',
  upgradeTextEn: '',
  rateLimited: false,
  rateLimitPerMinute: null,
  retries: 2,
  taskTimeoutS: null,
  failureThresholdPercent: null,
};

/** The non-empty lines of a text, trimmed: device ids and whitelist entries are typed one per line. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** What the server is sent: only the fields the chosen modes use, so a hidden field never refuses the release. */
export function releaseBody(draft: ReleaseDraft): OtaReleaseSaveBody {
  const gray = draft.releaseMode === 'gray';
  return {
    productId: draft.productId ?? '',
    firmwareId: draft.firmwareId ?? '',
    versionId: draft.versionId ?? '',
    releaseMode: draft.releaseMode,
    verification: draft.releaseMode === 'verify' || draft.verification,
    grayType: gray ? draft.grayType : null,
    grayStages: gray && draft.grayType !== 'deviceIds' ? draft.grayStages.map((s) => ({ value: s.value ?? Number.NaN, soakMinutes: s.soakMinutes ?? 0 })) : [],
    grayDeviceIds: gray && draft.grayType === 'deviceIds' ? linesOf(draft.grayDeviceIds) : [],
    versionMode: draft.versionMode,
    sourceVersions: draft.versionMode === 'specified' ? draft.sourceVersions : [],
    areaMode: draft.areaMode,
    areas: draft.areaMode === 'specified' ? draft.areas : [],
    deviceIds: linesOf(draft.deviceIds),
    autoUpgrade: draft.autoUpgrade,
    windowStart: draft.autoUpgrade ? draft.windowStart : null,
    windowEnd: draft.autoUpgrade ? draft.windowEnd : null,
    upgradeTextZh: draft.upgradeTextZh,
    upgradeTextEn: draft.upgradeTextEn,
    rateLimitPerMinute: draft.rateLimited ? (draft.rateLimitPerMinute ?? Number.NaN) : null,
    retries: draft.retries ?? 0,
    taskTimeoutS: draft.taskTimeoutS,
    failureThresholdPercent: draft.failureThresholdPercent,
  };
}

/** The wizard's steps, and the fields (first part of an issue's path) each one asks for; the last step only sums up. */
export const RELEASE_STEPS = ['version', 'targets', 'upgrade', 'summary'] as const;
const STEP_FIELDS: readonly (readonly string[])[] = [
  ['productId', 'firmwareId', 'versionId'],
  ['releaseMode', 'verification', 'grayType', 'grayStages', 'grayDeviceIds', 'versionMode', 'sourceVersions', 'areaMode', 'areas', 'deviceIds'],
  ['autoUpgrade', 'windowStart', 'windowEnd', 'upgradeTextZh', 'upgradeTextEn', 'rateLimitPerMinute', 'retries', 'taskTimeoutS', 'failureThresholdPercent'],
];

/**
 * Values that pass, for the fields of the targets and upgrade steps: an earlier step is checked with these in
 * place of the later steps' fields (still empty), since the schema's cross-field rules (a stage required, a
 * percent at most 100) only run once every field passes.
 */
const PASSING: Partial<OtaReleaseSaveBody> = {
  releaseMode: 'full',
  verification: false,
  grayType: null,
  grayStages: [],
  grayDeviceIds: [],
  versionMode: 'all',
  sourceVersions: [],
  areaMode: 'all',
  areas: [],
  deviceIds: [],
  autoUpgrade: false,
  windowStart: null,
  windowEnd: null,
  upgradeTextZh: '-',
  upgradeTextEn: '-',
  rateLimitPerMinute: null,
  retries: 0,
  taskTimeoutS: null,
  failureThresholdPercent: null,
};

/** A problem of the draft: where it shows (`grayStages.1.value`, `windowEnd`…), the step holding that field, and the message. */
export interface DraftProblem extends ValidationMessage {
  place: string;
  step: number;
}

const stepOfField = (field: string) => STEP_FIELDS.findIndex((fields) => fields.includes(field));

/** The shared schema's problems with the release (the server's own rules and messages), each placed on its field and step. */
export function releaseProblems(draft: ReleaseDraft): DraftProblem[] {
  const body = releaseBody(draft);
  return STEP_FIELDS.flatMap((_fields, step) => {
    const later = Object.fromEntries(Object.entries(PASSING).filter(([field]) => stepOfField(field) > step));
    return issueMessages(otaReleaseSaveBody.safeParse({ ...body, ...later }))
      .filter((issue) => stepOfField(String(issue.path[0] ?? '')) === step)
      .map((issue) => ({ ...issue, place: issue.path.join('.'), step }));
  });
}
