import { platformPath as p } from '../api/paths.ts';

/** A call of a product or of one of its parts: `productPath('list')`. */
export const productPath = (path: string) => p(`open/product/${path}`);
const product = productPath;

/** Products (spec 001 §7). Paths the spec does not show are marked. */
export const productPaths = {
  list: product('list'),
  detail: (id: string) => product(`detail/${id}`),
  save: product('save'),
  edit: product('edit'),
  delete: product('delete'),
  copy: product('copy'),
  /** What a copy carries and what it cannot (the copy confirmation); not shown in the spec. */
  copyScope: product('copyScope'),
  completeDevelopDetailed: product('completeDevelopDetailed'),
  completeDevelop: product('completeDevelop'),
  returnDevelop: product('returnDevelop'),
  setMeshProductCode: product('setMeshProductCode'),
} as const;
