import { z } from 'zod';

/**
 * Long work run by the server as a job (triple generation, triple export, later builds and rollouts):
 * the call that starts it answers JobInfo, the real-time channel's `job` message carries its progress,
 * and jobPaths.detail reads it again (a reloaded page).
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_KINDS = ['tripleGenerate', 'tripleExport'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const jobInfo = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  status: z.enum(JOB_STATUSES),
  /** Units done of `total` (triples generated, rows written). */
  done: z.number().int(),
  total: z.number().int(),
  /** The failure, localized, when status is failed. */
  error: z.string().nullable(),
  /** What the finished job made: e.g. { generationId } or { downloadPath }. */
  result: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type JobInfo = z.infer<typeof jobInfo>;
