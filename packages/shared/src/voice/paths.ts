import { productPath as product } from '../products/paths.ts';

const voice = (path: string) => product(`voice/${path}`);

/** Voice control of a product (spec 001 §7 names the first seven; revise and uploadSecret are not shown there). */
export const voicePaths = {
  /** POST { productId }: one summary per platform, configured or not. */
  list: voice('list'),
  /** POST { productId, platform }: the scheme (its draft while editable, else the published one). */
  detail: voice('detail'),
  /** POST { productId, platform, config }: saves the draft; refused while the scheme is published (locked). */
  save: voice('save'),
  /** POST { productId, platform, note }: the draft, checked against the current functions, becomes the published scheme. */
  publish: voice('publish'),
  /** POST { productId, platform }: unlocks a published scheme for changes; they reach assistants only when published again. */
  revise: voice('revise'),
  /** POST: the units a voice function may speak in. */
  unitList: voice('unitList'),
  /** GET ?productId&platform&pageNo&pageSize: publish records, newest first. */
  publishRecord: voice('publish/record'),
  /** GET ?platform: the platform's integration document. */
  getDoc: voice('getDoc'),
  /** POST multipart `file` + `productId` + `platform`: a platform's secret file, checked and stored with the draft. */
  uploadSecret: voice('uploadSecret'),
} as const;
