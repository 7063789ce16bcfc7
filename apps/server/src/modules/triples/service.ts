import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@iotc/shared';
import type { Lang, PageResult } from '@iotc/shared';
import type { produceListQuery, Triple, TripleGeneration, tripleListQuery } from '@iotc/shared/triples';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { devicePassword } from '../../core/deviceSecret.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, page } from '../../core/search.ts';
import { scopeOf, type TenantScope } from '../../core/tenancy.ts';
import { generationCounts, listGenerationDevices } from '../devices/credentials.ts';
import { jobFailures } from '../jobs/service.ts';
import type { RunningJob } from '../jobs/service.ts';
import { productOf } from '../products/access.ts';
import { productLabels } from '../products/readModel.ts';
import { accountsOf } from '../users/service.ts';
import { tripleGenerations } from './tables.ts';

export type GenerationRow = typeof tripleGenerations.$inferSelect;

/** A generation of the caller's space; 404 for another space's or none. */
export async function generationOf(db: Db, scope: TenantScope, id: string): Promise<GenerationRow> {
  const [row] = await db.select().from(tripleGenerations).where(scope.where(tripleGenerations, eq(tripleGenerations.id, id)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

/** What a job of a generation (making or exporting its devices) works on: the job's space, the generation and its product. */
export async function generationJobSubject(job: RunningJob<{ generationId: string }>) {
  const scope = scopeOf(job.tenantId);
  const generation = await generationOf(job.app.db, scope, job.params.generationId);
  return { scope, generation, product: await productOf(job.app.db, scope, generation.productId) };
}

/** activeDevice/produce/list: the space's generations, newest first, with their product, activated count and (failed ones) why. */
export async function listGenerations(db: Db, scope: TenantScope, lang: Lang, query: z.output<typeof produceListQuery>): Promise<PageResult<TripleGeneration>> {
  const where = scope.where(
    tripleGenerations,
    query.productId ? eq(tripleGenerations.productId, query.productId) : undefined,
    query.batch ? eq(tripleGenerations.batch, query.batch) : undefined,
  );
  const rows = db.select().from(tripleGenerations).where(where).orderBy(desc(tripleGenerations.createdAt), desc(tripleGenerations.id));
  const found = await listPage(query, rows.$dynamic(), db.select({ n: count() }).from(tripleGenerations).where(where));
  const generations = found.list;
  const [counts, labels, creators, failures] = await Promise.all([
    generationCounts(db, scope, generations.map((g) => g.id)),
    productLabels(db, generations.map((g) => g.productId)),
    accountsOf(db, generations.map((g) => g.createdBy)),
    jobFailures(db, generations.flatMap((g) => (g.status === 'failed' ? [g.jobId] : [])), lang),
  ]);
  // A generation whose product went meanwhile went with it.
  const list = generations.flatMap((g): TripleGeneration[] => {
    const product = labels.get(g.productId);
    if (!product) return [];
    return [
      {
        id: g.id,
        productId: g.productId,
        productName: product.name,
        productKey: product.productKey,
        batch: g.batch,
        count: g.count,
        activated: counts.get(g.id)?.activated ?? 0,
        exportCount: g.exportCount,
        // Staging the file is part of generating, for the list.
        status: (g.status === 'staging' ? 'running' : g.status) as TripleGeneration['status'],
        failure: failures.get(g.jobId) ?? null,
        createdAt: epochSeconds(g.createdAt),
        createdBy: creators.get(g.createdBy) ?? '',
      },
    ];
  });
  return { ...found, list };
}

/** deviceTriad/list: the triples of one generation, each with its password derived again. */
export async function listTriples(db: Db, scope: TenantScope, deviceSecret: string, query: z.output<typeof tripleListQuery>): Promise<PageResult<Triple>> {
  const generation = await generationOf(db, scope, query.generationId);
  const product = await productOf(db, scope, generation.productId);
  const activated = query.activated === undefined ? undefined : query.activated === 1;
  const { rows, total } = await listGenerationDevices(
    db,
    scope,
    generation.id,
    { keyword: query.keyword, activated },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  const list = rows.map((d) => ({
    deviceId: d.id,
    username: d.username,
    password: devicePassword(deviceSecret, d.id),
    sn: d.sn,
    mac: d.mac,
    batch: d.batch,
    productId: product.id,
    productName: product.name,
    activated: d.activatedAt !== null,
    exportCount: d.exportCount,
    createdAt: epochSeconds(d.createdAt),
  }));
  return page(list, total, query);
}
