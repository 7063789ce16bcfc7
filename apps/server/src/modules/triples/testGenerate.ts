import type { FastifyInstance } from 'fastify';
import { jobIn, type CallerAs } from '../../../test/helpers.ts';
import type { ApiEnvelope } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import type { JobInfo } from '@iotc/shared/jobs';
import { realtimeChannel } from '@iotc/shared/realtime';
import { triplePaths } from '@iotc/shared/triples';
import { makeXlsx, multipartBody, type FormPart } from '../files/testUpload.ts';

/** What the generator's tests upload and how they wait for its job. */

export const CSV = 'text/csv';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface GenerateForm {
  productId?: string;
  count?: number;
  batch?: string;
  file?: { name: string; contentType: string; data: Buffer };
}

export type SerialUpload = NonNullable<GenerateForm['file']>;

/** POST deviceTriad/generator as the console sends it (en-US). */
export async function generate(app: FastifyInstance, token: TokenPair, form: GenerateForm) {
  const parts: FormPart[] = [];
  if (form.productId !== undefined) parts.push({ name: 'productId', value: form.productId });
  if (form.count !== undefined) parts.push({ name: 'count', value: String(form.count) });
  if (form.batch !== undefined) parts.push({ name: 'batch', value: form.batch });
  if (form.file) parts.push({ name: 'file', filename: form.file.name, contentType: form.file.contentType, data: form.file.data });
  const { payload, headers } = multipartBody(parts);
  const response = await app.inject({
    method: 'POST',
    url: `/api${triplePaths.generate}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token.token}`, lang: 'en-US' },
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope<JobInfo>>() };
}

/** The job once it ended. */
export const finished = (caller: CallerAs, jobId: string): Promise<JobInfo> => jobIn(caller, jobId);

/**
 * The jobs of a user as their tabs see them, from now on: `ended` settles with a job's last state
 * when the real-time channel says it ended (no polling, so a test measuring the server adds no load).
 */
export function watchJobs(app: FastifyInstance, userId: string) {
  const last = new Map<string, JobInfo>();
  const waiting = new Map<string, (job: JobInfo) => void>();
  const stop = app.realtime.listen(realtimeChannel('job', userId), (message) => {
    const job = message.data as JobInfo;
    if (job.status !== 'done' && job.status !== 'failed') return;
    last.set(job.id, job);
    waiting.get(job.id)?.(job);
  });
  return {
    ended: (jobId: string) => new Promise<JobInfo>((resolve) => (last.has(jobId) ? resolve(last.get(jobId)!) : waiting.set(jobId, resolve))),
    stop,
  };
}

export const serials = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(5, '0')}`);

export function csvFile(rows: string[]): SerialUpload {
  return { name: 'serials.csv', contentType: CSV, data: Buffer.from(rows.join('\r\n')) };
}

export function xlsxUpload(data: Buffer): SerialUpload {
  return { name: 'serials.xlsx', contentType: XLSX, data };
}

export async function xlsxFile(rows: (string | number)[][]): Promise<SerialUpload> {
  return xlsxUpload(await makeXlsx(rows));
}
