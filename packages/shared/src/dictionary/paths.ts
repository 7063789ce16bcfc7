import { platformPath as p } from '../api/paths.ts';

/** The dictionary as every page reads it, and the interface's languages (spec 000 §7). */
export const dictionaryPaths = {
  list: p('basedata/dictdata/list'),
  /** Not shown in the spec: the dictionary export (the export download pattern). */
  export: p('basedata/dictdata/export'),
  languages: p('open/lang/langTypeList'),
} as const;

/** The operators' dictionary calls (system management); paths not shown in the spec. */
export const dictionaryAdminPaths = {
  list: p('system/dictdata/list'),
  /** Every dictionary type with its entry count (the type filter of the dictionary page). */
  types: p('system/dictdata/types'),
  save: p('system/dictdata/save'),
  update: p('system/dictdata/update'),
  delete: p('system/dictdata/delete'),
} as const;
