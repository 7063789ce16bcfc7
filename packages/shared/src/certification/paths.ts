import { platformPath as p } from '../api/paths.ts';

/** The operators' review of enterprise certifications (system management); paths not shown in the spec. */
export const certificationAdminPaths = {
  list: p('system/certification/list'),
  detail: (id: string) => p(`system/certification/detail/${id}`),
  review: p('system/certification/review'),
} as const;
