import { platformPath as p } from '../api/paths.ts';

/** Device-credential quota of the current space (home page); path not shown in the spec. */
export const quotaPaths = {
  quota: p('open/deviceTriad/quota'),
} as const;
