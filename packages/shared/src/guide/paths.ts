import { platformPath as p } from '../api/paths.ts';

/** The novice guide (spec 000 §7) and the guided tour (not shown in the spec): its demo product and virtual device, and the App download url. */
export const guidePaths = {
  guideCheck: p('open/product/guideCheck'),
  setHasGuided: p('open/product/setHasGuided'),
  demo: p('open/product/guideDemo'),
  appDownloadUrl: p('open/product/appDownloadUrl'),
} as const;
