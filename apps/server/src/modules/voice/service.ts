import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode, translate, translateValidation, VOICE_SECRET_FILES_MAX } from '@iotc/shared';
import type { Lang, PageResult } from '@iotc/shared';
import { documentPagePath, type VoiceGuideType } from '@iotc/shared/docs';
import type { ProductFunction } from '@iotc/shared/functions';
import {
  VOICE_PLATFORMS,
  VOICE_UNITS,
  voiceConfigProblems,
  voiceSchemeBody,
  type VoiceConfig,
  type VoiceConfigAnswer,
  type VoiceDoc,
  type VoicePlatform,
  type VoiceProblem,
  type voicePublishBody,
  type VoicePublishRecord,
  type voiceRecordQuery,
  type VoiceRefusal,
  type voiceSaveBody,
  type VoiceScheme,
  type VoiceSchemeSummary,
  type VoiceSecretFile,
  type VoiceUnit,
} from '@iotc/shared/voice';
import type { AppConfig } from '../../config.ts';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, page } from '../../core/search.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { getDocument } from '../docs/service.ts';
import type { UploadForm } from '../files/routes.ts';
import { listFunctions } from '../functions/service.ts';
import { productOf } from '../products/access.ts';
import { editPart, type EditCtx } from '../products/parts.ts';
import { accountsOf } from '../users/service.ts';
import { copySecrets, describeSecret, pruneSecrets, secretFilesOf, storeSecret, type SecretFileRow, type StoredSecret } from './secretFiles.ts';
import { voicePublishRecords, voiceSchemes, voiceSecretFiles } from './tables.ts';

/**
 * Voice control (spec 001 §3-§5, §7): a product's scheme per voice platform. A save stores the draft once it passes
 * every rule against the product's current functions; publishing checks it again with the platform's own fields,
 * makes it what assistants use and locks the scheme until it is revised. Writes go through the product (editPart):
 * a finished product's schemes are read-only.
 */

export type VoiceCtx = EditCtx & { storage: Storage; config: Pick<AppConfig, 'deviceSecret'> };
type SchemeRow = typeof voiceSchemes.$inferSelect;

const conflict = (key: string) => new AppError(ErrorCode.Conflict, {}, key);

async function schemeOf(db: Db, scope: TenantScope, productId: string, platform: VoicePlatform): Promise<SchemeRow | null> {
  const [row] = await db.select().from(voiceSchemes).where(scope.where(voiceSchemes, eq(voiceSchemes.productId, productId), eq(voiceSchemes.platform, platform)));
  return row ?? null;
}

async function schemesOf(db: Db, scope: TenantScope, productId: string): Promise<SchemeRow[]> {
  return db.select().from(voiceSchemes).where(scope.where(voiceSchemes, eq(voiceSchemes.productId, productId)));
}

/** What the console edits and shows: the published config while published (locked), else the draft. */
const shownConfig = (row: SchemeRow): VoiceConfig => (row.status === 'published' && row.published ? row.published : row.draft);

// ── Checks ───────────────────────────────────────────────────────────────────

/** A problem as a sentence: "Voice function 2: Maximum: The minimum must not exceed the maximum". */
function problemMessage(lang: Lang, problem: VoiceProblem): string {
  const [head, index, ...rest] = problem.path;
  if (head === 'functions' && typeof index === 'number') {
    const reason = translateValidation(lang, { key: problem.key, params: problem.params, path: rest });
    return translate(lang, 'voice.problemAt', { index: index + 1, reason });
  }
  return translateValidation(lang, { key: problem.key, params: problem.params, path: problem.path });
}

/**
 * Refuses (422, voice.invalid, every problem in `data.problems`) a config that breaks a rule against the product's
 * functions now, or names a secret file that is not one of this product's uploads for the platform; with `publishing`,
 * the platform's own fields are required too. Answers the config with each mapping naming its function as spelled.
 */
async function checkConfig(db: Db, scope: TenantScope, lang: Lang, productId: string, platform: VoicePlatform, config: VoiceConfig, publishing: boolean): Promise<VoiceConfig> {
  const functions = await listFunctions(db, scope, productId);
  const problems = voiceConfigProblems(config, functions, publishing ? platform : undefined);
  if (config.secretFileKey !== null && !(await secretFilesOf(db, scope, productId, platform)).has(config.secretFileKey)) {
    problems.push({ path: ['secretFileKey'], key: 'voice.secretExpired', params: {} });
  }
  if (problems.length === 0) {
    // Mappings find their function whatever the case: keep the function's own spelling, as the tester and devices know it.
    const spelled = new Map(functions.map((f) => [f.identifier.toLowerCase(), f.identifier]));
    return { ...config, functions: config.functions.map((m) => ({ ...m, identifier: spelled.get(m.identifier.toLowerCase()) ?? m.identifier })) };
  }
  const refusal: VoiceRefusal = { problems: problems.map((p) => ({ ...p, message: problemMessage(lang, p) })) };
  throw new AppError(ErrorCode.Validation, { count: problems.length, first: refusal.problems[0]!.message }, 'voice.invalid', refusal);
}

// ── Answers ──────────────────────────────────────────────────────────────────

function configAnswer(config: VoiceConfig | null, files: ReadonlyMap<string, SecretFileRow>): VoiceConfigAnswer | null {
  if (!config) return null;
  const { secretFileKey, ...fields } = config;
  const file = secretFileKey === null ? undefined : files.get(secretFileKey);
  return { ...fields, secretFile: file ? describeSecret(file) : null };
}

function summaryOf(platform: VoicePlatform, row: SchemeRow | undefined | null): VoiceSchemeSummary {
  if (!row) return { platform, status: 'none', version: 0, functionCount: 0, publishedAt: null, updatedAt: null };
  return {
    platform,
    status: row.status,
    version: row.version,
    functionCount: shownConfig(row).functions.length,
    publishedAt: row.publishedAt ? epochSeconds(row.publishedAt) : null,
    updatedAt: epochSeconds(row.updatedAt),
  };
}

/** One summary per platform, in the order of VOICE_PLATFORMS; 'none' for a platform not configured. */
export async function listSchemes(db: Db, scope: TenantScope, productId: string): Promise<VoiceSchemeSummary[]> {
  await productOf(db, scope, productId);
  const rows = await schemesOf(db, scope, productId);
  return VOICE_PLATFORMS.map((platform) => summaryOf(platform, rows.find((row) => row.platform === platform)));
}

export async function schemeDetail(db: Db, scope: TenantScope, productId: string, platform: VoicePlatform): Promise<VoiceScheme> {
  await productOf(db, scope, productId);
  const row = await schemeOf(db, scope, productId, platform);
  const files = row ? await secretFilesOf(db, scope, productId, platform) : new Map<string, SecretFileRow>();
  return {
    ...summaryOf(platform, row),
    productId,
    config: row ? configAnswer(shownConfig(row), files) : null,
    published: configAnswer(row?.published ?? null, files),
  };
}

// ── Writes ───────────────────────────────────────────────────────────────────

/** Saves the draft: refused while published (locked), or with every problem listed; a first save makes a draft, a revising scheme stays revising. */
export async function saveScheme(ctx: EditCtx, scope: TenantScope, lang: Lang, body: z.output<typeof voiceSaveBody>): Promise<VoiceScheme> {
  const { productId, platform, config } = body;
  await editPart(ctx, scope, productId, async (tx, product) => {
    const row = await schemeOf(tx, scope, product.id, platform);
    if (row?.status === 'published') throw conflict('voice.published');
    const draft = await checkConfig(tx, scope, lang, product.id, platform, config, false);
    const now = ctx.clock.now();
    if (row) {
      await tx.update(voiceSchemes).set(scope.set({ draft, updatedAt: now })).where(scope.where(voiceSchemes, eq(voiceSchemes.id, row.id)));
    } else {
      await tx
        .insert(voiceSchemes)
        .values(scope.values({ id: randomUUID(), productId: product.id, platform, status: 'draft' as const, draft, published: null, version: 0, publishedAt: null, createdAt: now, updatedAt: now }));
    }
  });
  return schemeDetail(ctx.db, scope, productId, platform);
}

/** The draft, checked again against the functions of now and the platform's fields, becomes the published version N+1, with its record. */
export async function publishScheme(ctx: EditCtx, scope: TenantScope, userId: string, lang: Lang, body: z.output<typeof voicePublishBody>): Promise<VoiceScheme> {
  const { productId, platform, note } = body;
  await editPart(ctx, scope, productId, async (tx, product) => {
    const row = await schemeOf(tx, scope, product.id, platform);
    if (!row) throw conflict('voice.notSaved');
    if (row.status === 'published') throw conflict('voice.published');
    const config = await checkConfig(tx, scope, lang, product.id, platform, row.draft, true);
    const now = ctx.clock.now();
    const version = row.version + 1;
    await tx
      .update(voiceSchemes)
      .set(scope.set({ status: 'published' as const, published: config, version, publishedAt: now, updatedAt: now }))
      .where(scope.where(voiceSchemes, eq(voiceSchemes.id, row.id)));
    const publishedByName = (await accountsOf(tx, [userId])).get(userId) ?? '';
    await tx
      .insert(voicePublishRecords)
      .values(scope.values({ id: randomUUID(), schemeId: row.id, version, note, config, functionCount: config.functions.length, publishedBy: userId, publishedByName, publishedAt: now }));
  });
  return schemeDetail(ctx.db, scope, productId, platform);
}

/** Unlocks a published scheme: its draft starts as the published config, which assistants keep using until the next publish. */
export async function reviseScheme(ctx: EditCtx, scope: TenantScope, productId: string, platform: VoicePlatform): Promise<VoiceScheme> {
  await editPart(ctx, scope, productId, async (tx, product) => {
    const row = await schemeOf(tx, scope, product.id, platform);
    if (row?.status !== 'published' || !row.published) throw conflict('voice.notPublished');
    await tx
      .update(voiceSchemes)
      .set(scope.set({ status: 'revising' as const, draft: row.published, updatedAt: ctx.clock.now() }))
      .where(scope.where(voiceSchemes, eq(voiceSchemes.id, row.id)));
  });
  return schemeDetail(ctx.db, scope, productId, platform);
}

/** Refuses (409, voice.published) a change to a published, locked scheme. */
async function refuseLocked(db: Db, scope: TenantScope, productId: string, platform: VoicePlatform): Promise<SchemeRow | null> {
  const row = await schemeOf(db, scope, productId, platform);
  if (row?.status === 'published') throw conflict('voice.published');
  return row;
}

/** The keys of the secret files a scheme's configs name. */
const namedSecrets = (row: SchemeRow | null): string[] =>
  [row?.draft.secretFileKey, row?.published?.secretFileKey].filter((key): key is string => typeof key === 'string');

/**
 * Stores the form's secret file for the product and platform (fields `productId`, `platform`), checked by its bytes
 * and encrypted; the product's older uploads the scheme does not name are removed (UNUSED_SECRET_KEEP_MS).
 */
export async function uploadSecret(ctx: VoiceCtx, scope: TenantScope, userId: string, form: UploadForm): Promise<VoiceSecretFile> {
  const { productId, platform } = voiceSchemeBody.parse(form.fields);
  let stored: StoredSecret | null = null;
  let written: { row: SecretFileRow; unused: string[] };
  try {
    written = await editPart(ctx, scope, productId, {
      check: async (product) => {
        await refuseLocked(ctx.db, scope, product.id, platform);
        stored = await storeSecret(ctx.storage, ctx.config.deviceSecret, scope, form, ctx.clock.now());
        return stored;
      },
      write: async (tx, product, file: StoredSecret) => {
        const scheme = await refuseLocked(tx, scope, product.id, platform);
        const now = ctx.clock.now();
        const unused = await pruneSecrets(tx, scope, product.id, platform, namedSecrets(scheme), now);
        // Bounded: what a scheme keeps (its named files and the day's uploads) cannot grow without end.
        if ((await secretFilesOf(tx, scope, product.id, platform)).size >= VOICE_SECRET_FILES_MAX) {
          throw new AppError(ErrorCode.TooManyRequests, { max: VOICE_SECRET_FILES_MAX }, 'voice.secretTooMany');
        }
        const [row] = await tx
          .insert(voiceSecretFiles)
          .values(scope.values({ id: randomUUID(), productId: product.id, platform, ...file, createdBy: userId, createdAt: now }))
          .returning();
        return { row: row!, unused };
      },
    });
  } catch (error) {
    // Stored before the product refused the write (published meanwhile, scheme locked meanwhile): nothing stays.
    if (stored) await ctx.storage.remove((stored as StoredSecret).storageKey);
    throw error;
  }
  // The upload is committed: failing to remove older files leaves them for the next prune, never this one's bytes.
  for (const key of written.unused) await ctx.storage.remove(key).catch(() => undefined);
  return describeSecret(written.row);
}

// ── Reads ────────────────────────────────────────────────────────────────────

/** A scheme's publish records, newest first; none for a platform never configured. */
export async function publishRecords(db: Db, scope: TenantScope, query: z.output<typeof voiceRecordQuery>): Promise<PageResult<VoicePublishRecord>> {
  await productOf(db, scope, query.productId);
  const row = await schemeOf(db, scope, query.productId, query.platform);
  if (!row) return page([], 0, query);
  const where = scope.where(voicePublishRecords, eq(voicePublishRecords.schemeId, row.id));
  const rows = db.select().from(voicePublishRecords).where(where).orderBy(desc(voicePublishRecords.version));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(voicePublishRecords).where(where));
  return {
    ...found,
    list: found.list.map((r) => ({ id: r.id, version: r.version, note: r.note, functionCount: r.functionCount, publishedBy: r.publishedByName, publishedAt: epochSeconds(r.publishedAt) })),
  };
}

/** The units a voice function may speak in, named in the reader's language. */
export function voiceUnits(lang: Lang): VoiceUnit[] {
  return VOICE_UNITS.map((unit) => ({ key: unit.key, symbol: unit.symbol, name: lang === 'zh-CN' ? unit.zh : unit.en, words: [...unit.words] }));
}

/** Each platform's integration guide among the public documents. */
const GUIDES: Readonly<Record<VoicePlatform, VoiceGuideType>> = {
  alexa: 'voiceAlexa',
  googleAssistant: 'voiceGoogleAssistant',
  tmallGenie: 'voiceTmallGenie',
  xiaoai: 'voiceXiaoai',
  mijia: 'voiceMijia',
};

/** The platform's integration guide: its title in the reader's language and the console page that shows it. */
export async function voiceDoc(db: Db, lang: Lang, platform: VoicePlatform): Promise<VoiceDoc> {
  const type = GUIDES[platform];
  const doc = await getDocument(db, type, lang);
  if (!doc) throw new AppError(ErrorCode.NotFound);
  return { platform, title: doc.title, url: documentPagePath(type) };
}

// ── For the products' part ───────────────────────────────────────────────────

/** A problem as a comparable string: where it is and what it says. */
const problemId = (p: VoiceProblem) => `${p.path.join('.')}:${p.key}`;

/**
 * The first scheme of the product (in platform order) whose published config or draft a change of the functions to
 * `after` would break, with the function it names; null when none. Breaking is any problem the change brings that the
 * config did not have before it (a mapped function gone, no longer voice-controllable, of another type, a mapped value
 * gone), so a published, locked scheme never turns invalid under it. Called before the change is written.
 */
export async function schemeBrokenBy(db: Db, scope: TenantScope, productId: string, after: readonly ProductFunction[]): Promise<{ platform: VoicePlatform; identifier: string } | null> {
  const rows = await schemesOf(db, scope, productId);
  if (rows.length === 0) return null;
  const before = await listFunctions(db, scope, productId);
  for (const platform of VOICE_PLATFORMS) {
    const row = rows.find((r) => r.platform === platform);
    for (const config of row ? [row.published, row.draft] : []) {
      if (!config) continue;
      const existing = new Set(voiceConfigProblems(config, before).map(problemId));
      const problem = voiceConfigProblems(config, after).find((p) => !existing.has(problemId(p)) && p.path[0] === 'functions');
      if (problem) return { platform, identifier: config.functions[problem.path[1] as number]!.identifier };
    }
  }
  return null;
}

/**
 * Copies the product's schemes to its copy as drafts (a published scheme's published config, else its draft), never
 * published and without records, with its secret files (the same stored bytes under new keys).
 */
export async function copySchemes(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void> {
  const rows = await schemesOf(tx, scope, fromProductId);
  const keys = await copySecrets(tx, scope, fromProductId, toProductId);
  if (rows.length === 0) return;
  await tx.insert(voiceSchemes).values(
    rows.map((row) => {
      const config = shownConfig(row);
      const draft = { ...config, secretFileKey: config.secretFileKey === null ? null : (keys.get(config.secretFileKey) ?? null) };
      return scope.values({ id: randomUUID(), productId: toProductId, platform: row.platform, status: 'draft' as const, draft, published: null, version: 0, publishedAt: null, createdAt: now, updatedAt: now });
    }),
  );
}

export async function schemeCount(db: Db, scope: TenantScope, productId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(voiceSchemes).where(scope.where(voiceSchemes, eq(voiceSchemes.productId, productId)));
  return row?.n ?? 0;
}
