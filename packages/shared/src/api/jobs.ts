/**
 * Long work run by the server as a job (triple generation, triple export, later builds and rollouts):
 * the call that starts it answers JobInfo, the real-time channel's `job` message carries its progress,
 * and jobPaths.detail reads it again (a reloaded page).
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_KINDS = ['tripleGenerate', 'tripleExport'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export interface JobInfo {
  id: string;
  kind: JobKind;
  status: JobStatus;
  /** Units done of `total` (triples generated, rows written). */
  done: number;
  total: number;
  /** The failure, localized, when status is failed. */
  error: string | null;
  /** What the finished job made: e.g. { generationId } or { downloadPath }. */
  result: Record<string, string | number> | null;
  createdAt: number;
  finishedAt: number | null;
}
