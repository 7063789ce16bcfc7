import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, exists, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@iotc/shared';
import type { JobInfo, Lang } from '@iotc/shared';
import type { Db } from '../../core/db.ts';
import { isUniqueViolation } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { defineJob, startJob } from '../../core/jobs.ts';
import type { JobApp } from '../../core/jobs.ts';
import { scopeOf } from '../../core/tenancy.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { deleteGenerationDevices, generationCounts, insertGeneratedDevices, serialUsed, textArray } from '../devices/credentials.ts';
import type { GenerationStamp } from '../devices/credentials.ts';
import { productOf } from '../products/access.ts';
import { randomLowerAlnum } from '../products/keys.ts';
import { quotaOf } from '../quota/service.ts';
import { readSerialChunks } from './serialFile.ts';
import { generationOf } from './service.ts';
import { tripleGenerations, tripleSerials } from './tables.ts';

/**
 * Triple generation (spec 001 §5). The request checks everything a user can be refused for (product,
 * file, count, serial numbers, quota) and, in the transaction that queues the job, stages the file's
 * serial numbers in `triple_serials`; the job turns them into devices page by page. Nothing of the
 * file stays in the server's memory after the request, and a job taken over after a crash resumes
 * from the pages it committed.
 */

const DID_LENGTH = 20;
const USERNAME_LENGTH = 12;
/** Serial numbers per staging insert (one array parameter per column). */
const STAGE_CHUNK = 10_000;
/** Devices made per transaction of the job. */
const PAGE = 5000;
/** New dids for a page whose random did met an existing one (about never: 36^20 values). */
const DID_RETRIES = 3;
/** Namespace (first key) of the transaction lock that serializes credential creations per space: quota and SN checks see every staged row. */
const GENERATE_LOCK_NAMESPACE = 7012;

export interface GenerateInput {
  productId: string;
  count: number;
  batch?: string;
  bytes: Buffer;
}

interface GenerateParams {
  generationId: string;
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
 * Checks the request and queues the generation. The file is parsed and staged chunk by chunk inside the
 * transaction that queues the job, and the serial-number checks run on the staged rows: memory stays flat
 * however long the file, and every refusal rolls back to the database as it was.
 */
export async function startGeneration(app: JobApp, scope: TenantScope, userId: string, lang: Lang, input: GenerateInput): Promise<JobInfo> {
  const { productId, count: wanted } = input;
  await productOf(app.db, scope, productId);
  const generationId = randomUUID();
  return startJob(
    app,
    { tenantId: scope.tenantId, userId, kind: 'tripleGenerate', params: { generationId } satisfies GenerateParams, total: wanted, lang },
    async (tx, job) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(GENERATE_LOCK_NAMESPACE))}, hashtext(${scope.tenantId}))`);
      const quota = await quotaOf({ db: tx }, scope.tenantId);
      // Staged serial numbers become devices soon: they count as generated.
      const [staged] = await tx.select({ n: count() }).from(tripleSerials).where(scope.where(tripleSerials));
      const remaining = Math.max(0, quota.remaining - (staged?.n ?? 0));
      if (remaining < wanted) {
        throw new AppError(ErrorCode.DeviceQuotaExceeded, { remaining, quota: quota.quota }, undefined, { ...quota, remaining });
      }
      await tx.insert(tripleGenerations).values(
        scope.values({
          id: generationId,
          productId,
          batch: input.batch || null,
          count: wanted,
          status: 'running',
          jobId: job.id,
          createdBy: userId,
          createdAt: app.clock.now(),
        }),
      );
      await readSerialChunks(input.bytes, wanted, STAGE_CHUNK, async (chunk, offset) => {
        await tx.execute(sql`
          insert into ${tripleSerials} (generation_id, position, tenant_id, product_id, sn, mac)
          select ${generationId}, ${offset}::int + s.n::int - 1, ${scope.tenantId}, ${productId}, s.sn, s.mac
          from unnest(${textArray(chunk.map((r) => r.sn))}::text[], ${textArray(chunk.map((r) => r.mac))}::text[]) with ordinality as s(sn, mac, n)`);
      });
      const duplicate = await firstDuplicate(tx, scope, generationId);
      if (duplicate !== null) throw new AppError(ErrorCode.SerialTaken, { sn: duplicate }, 'error.serialDuplicate');
      const taken = await firstTaken(tx, scope, productId, generationId);
      if (taken !== null) throw new AppError(ErrorCode.SerialTaken, { sn: taken });
    },
  );
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
    const scope = scopeOf(job.tenantId);
    const generation = await generationOf(app.db, scope, job.params.generationId);
    const product = await productOf(app.db, scope, generation.productId);
    const stamp: GenerationStamp = {
      productId: generation.productId,
      name: product.name,
      batch: generation.batch,
      generationId: generation.id,
      createdBy: job.userId,
      createdAt: app.clock.now(),
    };
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
  },
});
