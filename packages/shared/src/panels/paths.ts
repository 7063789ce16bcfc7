import { platformPath as p } from '../api/paths.ts';
import { productPath as product } from '../products/paths.ts';

const panel = (path: string) => p(`open/panel/${path}`);

/** Device control panels: the product's choice (spec 001 §7 names these three) and the studio's panels (paths not shown in the spec). */
export const panelPaths = {
  /** GET ?productId=: the default panel, the public templates, the space's studio panels and offline panels the product may use, the chosen one marked, and the reminder. */
  controlPanelList: product('controlPanelList'),
  /** POST { productId, kind, ref }. */
  selectControlPanel: product('selectControlPanel'),
  /** POST { productId }: dismisses the product's panel reminder until its functions change again. */
  cancelReminder: product('cancelReminder'),
  /** GET ?productId=: what the product's devices show now (its chosen panel's live document), for the preview page, the debug page and the app. */
  live: panel('live'),
  /** POST: studio panels of the space, by product and a part of the name. */
  list: panel('list'),
  detail: (id: string) => panel(`detail/${id}`),
  /** POST: a new studio panel of a product, starting from the default panel or a public template. */
  save: panel('save'),
  /** POST: saves the draft (name and document); refused with every broken rule listed. */
  edit: panel('edit'),
  delete: panel('delete'),
  /** POST { productId, document }: checks a document (the studio's import) without storing it. */
  check: panel('check'),
  /** POST { id, note }: the draft becomes the next published version and the live one. */
  publish: panel('publish'),
  /** POST { id, version }: an earlier published version becomes the live one. */
  rollback: panel('rollback'),
  /** GET ?id=: published versions, newest first. */
  versions: panel('versions'),
  /** GET ?id=&version=: one published version's document. */
  version: panel('version'),
  /** POST { id, enabled }. */
  enable: panel('enable'),
  /** POST multipart `file` + `kind` (icon | font) + `name` (fonts): checked by its bytes. */
  assetUpload: panel('asset/upload'),
  /** GET ?kind=: the space's icons or fonts. */
  assetList: panel('asset/list'),
  assetDelete: panel('asset/delete'),
} as const;
