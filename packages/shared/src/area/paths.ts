import { platformPath as p } from '../api/paths.ts';

/** The area tree (spec 000 §7): countries, then China's provinces, cities and districts. */
export const areaPaths = {
  tree: (parentCode: string, depth: number | string) => p(`config/area/treeData/${parentCode}/${depth}`),
} as const;
