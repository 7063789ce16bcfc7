import { platformPath as p } from '../api/paths.ts';

/** The signed-in user's menus (spec 000 §7). */
export const menuPaths = {
  /** The menu tree the user's roles grant in the current space. */
  routers: p('open/user/getRouters'),
} as const;

/** The operators' menu calls (system management); paths not shown in the spec. */
export const menuAdminPaths = {
  list: p('system/menu/list'),
  save: p('system/menu/save'),
  update: p('system/menu/update'),
  delete: p('system/menu/delete'),
} as const;
