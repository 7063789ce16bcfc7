import { type PageResult, TRIPLE_GENERATE_TIMEOUT_MS } from '@iotc/shared';
import { type JobInfo, jobPaths } from '@iotc/shared/jobs';
import {
  type ProduceListQuery,
  type Triple,
  type TripleGenerateFields,
  type TripleGeneration,
  type TripleListQuery,
  triplePaths,
} from '@iotc/shared/triples';
import { timeZone } from '@/lib/format';
import { download, request } from '@/lib/request';

/** The generations, newest first (a POST with the filters as its body, spec 001 §7). */
export function listGenerations(query: ProduceListQuery): Promise<PageResult<TripleGeneration>> {
  return request.post<PageResult<TripleGeneration>>(triplePaths.produceList, query);
}

/** The triples of one generation. */
export function listTriples(query: TripleListQuery): Promise<PageResult<Triple>> {
  return request.post<PageResult<Triple>>(triplePaths.list, query);
}

/** How many times a generation was exported. */
export function getExportCount(generationId: string): Promise<number> {
  return request.get<number>(triplePaths.exportCount, { generationId }, { suppressError: true });
}

/**
 * Starts a generation: the serial-number file and the fields as one multipart form, with the spec's
 * 2-minute time-out for the upload. Answers the generation job, which reads the file: a file it cannot
 * use fails the job with the reason.
 */
export function generateTriples(fields: TripleGenerateFields, file: File): Promise<JobInfo> {
  const form = new FormData();
  // Fields before the file: the server reads the form in order.
  form.append('productId', fields.productId);
  form.append('count', String(fields.count));
  if (fields.batch) form.append('batch', fields.batch);
  form.append('file', file);
  return request.upload<JobInfo>(triplePaths.generate, form, { timeoutMs: TRIPLE_GENERATE_TIMEOUT_MS });
}

/** The serial-number file template (xlsx, in the console's language), saved by the browser. */
export function downloadSerialTemplate(): Promise<boolean> {
  return download(triplePaths.serialTemplate);
}

/** Starts the xlsx export of a generation (a job; its file is downloaded once the job is done), its times in the zone the console shows. */
export function startExport(generationId: string): Promise<JobInfo> {
  return request.post<JobInfo>(triplePaths.export, { generationId, timeZone: timeZone() });
}

/** A job read again (a reloaded page); the panel shows its own state for a job that is gone. */
export function getJob(jobId: string): Promise<JobInfo> {
  return request.get<JobInfo>(jobPaths.detail(jobId), undefined, { suppressError: true });
}

/** The finished export's file, through the export download (30-minute time-out). */
export function downloadReport(jobId: string): Promise<boolean> {
  return download(triplePaths.report, { jobId });
}
