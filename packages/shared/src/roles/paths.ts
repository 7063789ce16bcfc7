import { platformPath as p } from '../api/paths.ts';

/** The operators' role calls (system management); paths not shown in the spec. */
export const roleAdminPaths = {
  list: p('system/role/list'),
  save: p('system/role/save'),
  update: p('system/role/update'),
  delete: p('system/role/delete'),
} as const;
