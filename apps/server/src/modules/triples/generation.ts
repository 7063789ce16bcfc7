import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq, exists, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@iotc/shared';
import type { Lang } from '@iotc/shared';
import type { JobInfo } from '@iotc/shared/jobs';
import type { Db } from '../../core/db.ts';
import { isUniqueViolation } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { defineJob, startJob } from '../jobs/service.ts';
import type { JobApp, RunningJob } from '../jobs/service.ts';
import { scopeOf } from '../../core/tenancy.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { deleteGenerationDevices, generationCounts, insertGeneratedDevices, serialUsed, textArray } from '../devices/credentials.ts';
import type { GenerationStamp } from '../devices/credentials.ts';
import { productOf } from '../products/access.ts';
import { randomLowerAlnum } from '../../core/keys.ts';
import { quotaOf } from '../quota/service.ts';
import { readSerialChunks, serialFileKind, serialFileRefusal } from './serialFile.ts';
import { generationJobSubject, type GenerationRow } from './service.ts';
import { tripleGenerations, tripleSerials } from './tables.ts';

/**
 * Triple generation (spec 001 §5). The request checks what is cheap to check (product, the file's
 * type by its bytes, quota against the count), stores the file and queues the job, all at once. The
 * job reads the file in a worker thread within bounds (serialFile.ts) and stages its serial numbers
 * in `triple_serials` chunk by chunk, then checks them for duplicates and serial numbers already
 * taken; a problem fails the job with the reason the request used to give. Then it turns the staged
 * rows into devices page by page. Nothing of the file stays in the server's memory, no transaction
 * stays open while the file is read, and a job taken over after a crash stages again (while staging)
 * or resumes from the pages it committed.
 */

const DID_LENGTH = 20;
const USERNAME_LENGTH = 12;
/** Serial numbers per staging insert (one array parameter per column). */
const STAGE_CHUNK = 10_000;
/** Devices made per transaction of the job. */
const PAGE = 5000;
/** New dids for a page whose random did met an existing one (about never: 36^20 values). */
const DID_RETRIES = 3;
/**
 * Namespace (first key) of the transaction lock that serializes, per space, the quota check of a new
 * generation and the serial-number checks of a staged one: each sees what the others reserved.
 */
const GENERATE_LOCK_NAMESPACE = 7012;
/** Generations whose credentials are still to be made: their counts are reserved in the quota. */
const UNFINISHED = ['staging', 'running'];

export interface GenerateInput {
  productId: string;
  count: number;
  batch?: string;
  bytes: Buffer;
}

interface GenerateParams {
  generationId: string;
  /** The uploaded file in storage, until the job ends. */
  fileKey: string;
}

async function lockCredentials(tx: Db, scope: TenantScope): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(GENERATE_LOCK_NAMESPACE))}, hashtext(${scope.tenantId}))`);
}

/** Credentials the space's unfinished generations have still to make: they count as generated. */
async function reservedCredentials(db: Db, scope: TenantScope): Promise<number> {
  const unfinished = await db
    .select({ id: tripleGenerations.id, count: tripleGenerations.count })
    .from(tripleGenerations)
    .where(scope.where(tripleGenerations, inArray(tripleGenerations.status, UNFINISHED)));
  const made = await generationCounts(
    db,
    scope,
    unfinished.map((g) => g.id),
  );
  return unfinished.reduce((sum, g) => sum + g.count - (made.get(g.id)?.made ?? 0), 0);
}

/** Staged rows of one generation. */
function stagedOf(scope: TenantScope, generationId: string) {
  return scope.where(tripleSerials, eq(tripleSerials.generationId, generationId));
}

/** The generation's first serial number (in file order) that appears twice in its file. */
async function firstDuplicate(db: Db, scope: TenantScope, generationId: string): Promise<string | null> {
  const [row] = await db
    .select({ sn: tripleSerials.sn })
    .from(tripleSerials)
    .where(stagedOf(scope, generationId))
    .groupBy(tripleSerials.sn)
    .having(sql`count(*) > 1`)
    .orderBy(sql`min(${tripleSerials.position})`)
    .limit(1);
  return row?.sn ?? null;
}

/** The generation's first serial number (in file order) that a device of the product has, or that another running generation staged. */
async function firstTaken(db: Db, scope: TenantScope, productId: string, generationId: string): Promise<string | null> {
  const other = alias(tripleSerials, 'other');
  const stagedElsewhere = db
    .select({ one: sql`1` })
    .from(other)
    .where(scope.where(other, eq(other.productId, productId), eq(other.sn, tripleSerials.sn), ne(other.generationId, generationId)));
  const [row] = await db
    .select({ sn: tripleSerials.sn })
    .from(tripleSerials)
    .where(and(stagedOf(scope, generationId), or(serialUsed(scope, productId, tripleSerials.sn), exists(stagedElsewhere))))
    .orderBy(asc(tripleSerials.position))
    .limit(1);
  return row?.sn ?? null;
}

/**
 * Checks the request, stores the file and queues the generation; the quota is checked against the
 * count under the space's lock, so concurrent requests cannot both take the last of it. Answers at
 * once: the file is read by the job.
 */
export async function startGeneration(app: JobApp, scope: TenantScope, userId: string, lang: Lang, input: GenerateInput): Promise<JobInfo> {
  const { productId, count: wanted } = input;
  await productOf(app.db, scope, productId);
  const kind = await serialFileKind(input.bytes);
  const generationId = randomUUID();
  // A key of its own: storage serves files to whoever knows the key, and the generation's id is no secret.
  const params: GenerateParams = { generationId, fileKey: `${scope.tenantId}/triple-serials/${randomUUID()}.${kind}` };
  await app.storage.put(params.fileKey, input.bytes);
  try {
    return await startJob(
      app,
      { tenantId: scope.tenantId, userId, kind: 'tripleGenerate', params: { ...params }, total: wanted, lang },
      async (tx, job) => {
        await lockCredentials(tx, scope);
        const quota = await quotaOf({ db: tx }, scope.tenantId);
        const remaining = Math.max(0, quota.remaining - (await reservedCredentials(tx, scope)));
        if (remaining < wanted) {
          throw new AppError(ErrorCode.DeviceQuotaExceeded, { remaining, quota: quota.quota }, undefined, { ...quota, remaining });
        }
        await tx.insert(tripleGenerations).values(
          scope.values({
            id: generationId,
            productId,
            batch: input.batch || null,
            count: wanted,
            status: 'staging',
            jobId: job.id,
            createdBy: userId,
            createdAt: app.clock.now(),
          }),
        );
      },
    );
  } catch (error) {
    await app.storage.remove(params.fileKey);
    throw error;
  }
}

/**
 * Stages the stored file's serial numbers: the worker parses, and each chunk is inserted by a
 * statement of its own, so no transaction (on PGlite, the one database session) stays open while the
 * file is read. Then, under the space's lock, the staged rows are checked for serial numbers twice in
 * the file or taken by a device or another generation, and the generation moves on to making
 * devices. A run taken over after a crash stages again from the start.
 */
async function stageFile(job: RunningJob<GenerateParams>, scope: TenantScope, generation: GenerationRow): Promise<void> {
  const { app } = job;
  await app.db.delete(tripleSerials).where(stagedOf(scope, generation.id));
  const file = await app.storage.read(job.params.fileKey);
  if (!file) throw new Error(`the serial-number file of generation ${generation.id} is gone`);
  try {
    await readSerialChunks(
      await buffer(file.body),
      generation.count,
      STAGE_CHUNK,
      async (chunk, offset) => {
        await app.db.execute(sql`
          insert into ${tripleSerials} (generation_id, position, tenant_id, product_id, sn, mac)
          select ${generation.id}, ${offset}::int + s.n::int - 1, ${scope.tenantId}, ${generation.productId}, s.sn, s.mac
          from unnest(${textArray(chunk.map((r) => r.sn))}::text[], ${textArray(chunk.map((r) => r.mac))}::text[]) with ordinality as s(sn, mac, n)`);
      },
      job.signal,
    );
  } catch (error) {
    throw serialFileRefusal(error);
  }
  await app.db.transaction(async (tx) => {
    await lockCredentials(tx, scope);
    const duplicate = await firstDuplicate(tx, scope, generation.id);
    if (duplicate !== null) throw new AppError(ErrorCode.SerialTaken, { sn: duplicate }, 'error.serialDuplicate');
    const taken = await firstTaken(tx, scope, generation.productId, generation.id);
    if (taken !== null) throw new AppError(ErrorCode.SerialTaken, { sn: taken });
    await tx.update(tripleGenerations).set(scope.set({ status: 'running' })).where(scope.where(tripleGenerations, eq(tripleGenerations.id, generation.id)));
  });
}

/** Makes the devices of one staged page and drops the page, in one transaction; the number made (0: none left). */
async function makePage(app: JobApp, scope: TenantScope, stamp: GenerationStamp): Promise<number> {
  return app.db.transaction(async (tx) => {
    const page = await tx
      .select({ position: tripleSerials.position, sn: tripleSerials.sn, mac: tripleSerials.mac })
      .from(tripleSerials)
      .where(scope.where(tripleSerials, eq(tripleSerials.generationId, stamp.generationId)))
      .orderBy(asc(tripleSerials.position))
      .limit(PAGE);
    if (page.length === 0) return 0;
    await insertGeneratedDevices(
      tx,
      scope,
      { ...stamp, createdAt: app.clock.now() },
      page.map((s) => ({ id: randomLowerAlnum(DID_LENGTH), username: randomLowerAlnum(USERNAME_LENGTH), sn: s.sn, mac: s.mac })),
    );
    await tx
      .delete(tripleSerials)
      .where(scope.where(tripleSerials, eq(tripleSerials.generationId, stamp.generationId), lte(tripleSerials.position, page[page.length - 1]!.position)));
    return page.length;
  });
}

defineJob<GenerateParams>('tripleGenerate', {
  async run(job) {
    const { app } = job;
    const { scope, generation, product } = await generationJobSubject(job);
    const stamp: GenerationStamp = {
      productId: generation.productId,
      name: product.name,
      batch: generation.batch,
      generationId: generation.id,
      createdBy: job.userId,
      createdAt: app.clock.now(),
    };
    if (generation.status === 'staging') await stageFile(job, scope, generation);
    // A run taken over after a crash goes on from the pages the previous one committed.
    let done = (await generationCounts(app.db, scope, [generation.id])).get(generation.id)?.made ?? 0;
    let retries = 0;
    for (;;) {
      let made: number;
      try {
        made = await makePage(app, scope, stamp);
      } catch (error) {
        if (isUniqueViolation(error) && retries++ < DID_RETRIES) continue;
        throw error;
      }
      if (made === 0) break;
      done += made;
      await job.progress(done);
    }
    await app.db.update(tripleGenerations).set(scope.set({ status: 'done' })).where(scope.where(tripleGenerations, eq(tripleGenerations.id, generation.id)));
    await app.storage.remove(job.params.fileKey);
    return { generationId: generation.id, count: done };
  },

  /** A failed generation keeps its row (the list shows it failed) and nothing else. */
  async fail(job) {
    const scope = scopeOf(job.tenantId);
    const id = job.params.generationId;
    await job.app.db.transaction(async (tx) => {
      await deleteGenerationDevices(tx, scope, id);
      await tx.delete(tripleSerials).where(scope.where(tripleSerials, eq(tripleSerials.generationId, id)));
      await tx.update(tripleGenerations).set(scope.set({ status: 'failed' })).where(scope.where(tripleGenerations, eq(tripleGenerations.id, id)));
    });
    await job.app.storage.remove(job.params.fileKey);
  },
});
