import { platformPath as p } from '../api/paths.ts';

/** The operators' user calls (system management); paths not shown in the spec. */
export const userAdminPaths = {
  list: p('system/user/list'),
  save: p('system/user/save'),
  update: p('system/user/update'),
  status: p('system/user/status'),
} as const;
