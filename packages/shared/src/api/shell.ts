import { z } from 'zod';

/**
 * What the console shares with several features: languages, account and user types, and the shell's public calls
 * (dictionaries, areas, upload, documents, guide, settings, health). Sign-in is in auth/, the profile in spaces/.
 */

export const LANGS = ['zh-CN', 'en-US'] as const;
export type Lang = (typeof LANGS)[number];

/** 0 personal, 1 enterprise (spec: accountType 1 means enterprise). 2 is enterprise-certified. */
export const AccountType = { Personal: 0, Enterprise: 1, EnterpriseCertified: 2 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];
export const accountTypeSchema = z.enum(AccountType);

/** userType 1 marks the owner of the space (the user's default space). */
export const UserType = { Owner: 1, Member: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const userTypeSchema = z.enum(UserType);

export interface LangType {
  code: Lang;
  name: string;
}

export interface DictEntry {
  dictType: string;
  dictLabel: string;
  dictValue: string;
  remark: string | null;
  sort: number;
}

export const dictListQuery = z.object({ dictType: z.string().max(100).optional() });

export interface AreaNode {
  code: string;
  name: string;
  nameEn: string;
  children?: AreaNode[];
}

export const uploadFields = z.object({
  type: z.coerce.number().int().default(1),
  source: z.coerce.number().int().default(3),
  dir: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/).default('image'),
  /** Checks the caller asks for; all are applied to the file's bytes. */
  accept: z.string().max(200).optional(),
  maxSizeMb: z.coerce.number().positive().max(1024).optional(),
  width: z.coerce.number().int().positive().optional(),
  height: z.coerce.number().int().positive().optional(),
  /** Aspect ratio as "w:h", e.g. "1:1". */
  ratio: z.string().regex(/^\d+:\d+$/).optional(),
  /** Longest play time in seconds of a video (checked from the file's own header). */
  maxDurationS: z.coerce.number().positive().max(3600).optional(),
});
export type UploadFields = z.input<typeof uploadFields>;

export interface UploadResult {
  url: string;
  fileName: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
}

export const introduceTypes = ['documentHome', 'privacyPolicy', 'serviceTerms', 'legalStatement', 'appUsageLicense'] as const;
export type IntroduceType = (typeof introduceTypes)[number];
export const introduceQuery = z.object({ type: z.enum(introduceTypes) });

export interface IntroduceDoc {
  type: IntroduceType;
  title: string;
  /** Markdown. */
  content: string;
  updatedAt: number;
}

/** Answer of shellPaths.webConfig. */
export interface WebConfig {
  /** Filing number of the provider shown in the footer; empty when none is configured. */
  filingNumber: string;
  copyrightYear: number;
  /**
   * The outbox at /dev/outbox answers this browser (the embedded mode, on the same machine or with
   * DEV_OUTBOX=1): mails not sent by SMTP and every SMS are read there.
   */
  outbox: boolean;
}

/** One dependency in the health report: it answered within the check's time-out, or not. */
export type HealthCheck = 'ok' | 'down';

/**
 * Answer of HEALTH_PATH (the envelope's data): HTTP 200 with status `ok` when every configured dependency
 * answers, else HTTP 503 with status `unavailable`; `redis` and `broker` are listed when configured.
 */
export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: { database: HealthCheck; redis?: HealthCheck; broker?: HealthCheck };
}
