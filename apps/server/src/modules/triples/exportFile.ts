import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, ErrorCode, translate, wallClock, zonedIso } from '@iotc/shared';
import { TRIPLE_EXPORT_COLUMNS } from '@iotc/shared/triples';
import type { Lang } from '@iotc/shared';
import type { TripleExportColumn } from '@iotc/shared/triples';
import type { JobInfo } from '@iotc/shared/jobs';
import { devicePassword } from '../../core/deviceSecret.ts';
import { AppError } from '../../core/errors.ts';
import type { StoredFile } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { defineJob, jobRowOf, startJob } from '../jobs/service.ts';
import type { JobApp } from '../jobs/service.ts';
import { countGenerationExport, generationDevicePages } from '../devices/credentials.ts';
import type { TripleDevice } from '../devices/credentials.ts';
import { generationJobSubject, generationOf } from './service.ts';
import { tripleGenerations } from './tables.ts';

/**
 * The triple export job: an xlsx streamed with exceljs's WorkbookWriter, row 1 the machine-read column
 * keys (TRIPLE_EXPORT_COLUMNS), the rows read from the database in pages by key, so memory stays flat
 * however many triples the generation has. The file goes to storage; device/triadReport downloads it.
 */

export interface ExportParams {
  generationId: string;
  /** Storage key of the file: made by the server, never shown to a client (the download goes through the job). */
  fileKey: string;
  /** The zone the user reads times in: the file's times and its name are on its clock (absent in jobs queued before it: GMT+8). */
  timeZone?: string;
}

const PAGE = 5000;

/** Compact time of the file name on the user's clock, e.g. 20240501-093000. */
function fileTime(date: Date, zone: string): string {
  const { date: day, clock } = wallClock(date.getTime(), zone);
  return `${day.replace(/-/g, '')}-${clock.replace(/:/g, '')}`;
}

export function exportFileName(lang: Lang, productName: string, batch: string | null, at: Date, zone = DEFAULT_TIME_ZONE): string {
  const name = [productName, batch].filter(Boolean).join('-');
  return `${translate(lang, 'triple.exportFileName', { name, time: fileTime(at, zone) })}.xlsx`.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_');
}

type ZipInput = EventEmitter & { _writableState?: { needDrain: boolean } };

/**
 * exceljs's streaming writer hands a sheet's XML to the zip without heeding write()'s back-pressure, so
 * rows written faster than they are compressed pile up in memory (the whole sheet, uncompressed, at
 * worst). After each page, wait until the zip's input has drained. Reads exceljs 4.4's internals
 * (the sheet's stream and its pipe); should they change, the export still works, just without the wait.
 */
async function zipDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  const input = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];
  while (input?._writableState?.needDrain) await once(input, 'drain');
}

function exportRow(productKey: string, deviceSecret: string, zone: string, d: TripleDevice): Record<TripleExportColumn, string> {
  return {
    productKey,
    deviceId: d.id,
    username: d.username,
    password: devicePassword(deviceSecret, d.id),
    sn: d.sn ?? '',
    mac: d.mac ?? '',
    batch: d.batch ?? '',
    createdAt: zonedIso(d.createdAt.getTime(), zone),
  };
}

defineJob<ExportParams>('tripleExport', {
  async run(job) {
    const { app } = job;
    const { scope, generation, product } = await generationJobSubject(job);
    const zone = job.params.timeZone ?? DEFAULT_TIME_ZONE;
    const dir = await mkdtemp(path.join(tmpdir(), 'iotc-triples-'));
    let rows = 0;
    try {
      const file = path.join(dir, 'triples.xlsx');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Triples');
      sheet.columns = TRIPLE_EXPORT_COLUMNS.map((key) => ({ key }));
      sheet.addRow([...TRIPLE_EXPORT_COLUMNS]).commit();
      for await (const page of generationDevicePages(app.db, scope, generation.id, PAGE)) {
        for (const device of page) sheet.addRow(exportRow(product.productKey, app.config.deviceSecret, zone, device)).commit();
        rows += page.length;
        await zipDrained(sheet);
        await job.progress(rows);
      }
      sheet.commit();
      await workbook.commit();
      await app.storage.put(job.params.fileKey, await readFile(file));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await app.db.transaction(async (tx) => {
      await tx
        .update(tripleGenerations)
        .set(scope.set({ exportCount: sql`${tripleGenerations.exportCount} + 1` }))
        .where(scope.where(tripleGenerations, eq(tripleGenerations.id, generation.id)));
      await countGenerationExport(tx, scope, generation.id);
    });
    return { generationId: generation.id, rows, fileName: exportFileName(job.lang, product.name, generation.batch, app.clock.now(), zone) };
  },
});

/** deviceTriad/export: queues the export of a finished generation (JobNotReady while it is being generated or after it failed). */
export async function startExport(app: JobApp, scope: TenantScope, userId: string, lang: Lang, generationId: string, timeZone = DEFAULT_TIME_ZONE): Promise<JobInfo> {
  const generation = await generationOf(app.db, scope, generationId);
  if (generation.status !== 'done') throw new AppError(ErrorCode.JobNotReady);
  const params: ExportParams = { generationId, fileKey: `${scope.tenantId}/triple-exports/${randomUUID()}.xlsx`, timeZone };
  return startJob(app, { tenantId: scope.tenantId, userId, kind: 'tripleExport', params: { ...params }, total: generation.count, lang });
}

/** device/triadReport: the finished file of an export job of the caller's space. */
export async function exportedFile(app: JobApp, scope: TenantScope, jobId: string): Promise<{ fileName: string; file: StoredFile }> {
  const job = await jobRowOf(app.db, scope, jobId);
  if (job.kind !== 'tripleExport') throw new AppError(ErrorCode.NotFound);
  if (job.status !== 'done' || !job.result) throw new AppError(ErrorCode.JobNotReady);
  const file = await app.storage.read((job.params as unknown as ExportParams).fileKey);
  if (!file) throw new AppError(ErrorCode.NotFound);
  return { fileName: String(job.result.fileName), file };
}
