import { productPath as product } from '../products/paths.ts';

/** Product manuals (spec 001 §7). */
export const manualPaths = {
  docAdd: product('doc/add'),
  docDelete: (id: string) => product(`doc/delete/${id}`),
  docList: product('doc/list'),
} as const;
