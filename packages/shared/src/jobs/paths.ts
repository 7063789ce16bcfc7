import { platformPath as p } from '../api/paths.ts';

/** Jobs (not shown in the spec): one job of the caller's space (JobInfo). */
export const jobPaths = {
  detail: (id: string) => p(`open/job/${id}`),
} as const;
