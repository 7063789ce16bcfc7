import { platformPath as p } from '../api/paths.ts';

/** The product-class tree (categories), for the wizard and the filters (spec 001 §7). */
export const productClassPaths = {
  productTypes: p('open/productType/get'),
} as const;

/** Product classes administered by operators; paths not shown in the spec. */
export const productClassAdminPaths = {
  list: p('system/productClass/list'),
  save: p('system/productClass/save'),
  edit: p('system/productClass/edit'),
  delete: p('system/productClass/delete'),
} as const;
