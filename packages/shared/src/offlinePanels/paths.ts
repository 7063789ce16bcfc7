import { platformPath as p } from '../api/paths.ts';

const offline = (path: string) => p(`open/offlinePanel/${path}`);

/** Offline panels, uploaded packages (spec 001 §2, §3, §5; paths not shown in the spec). */
export const offlinePanelPaths = {
  /** POST: the space's offline panels by name, product type and status. */
  list: offline('list'),
  detail: (id: string) => offline(`detail/${id}`),
  /** POST multipart `file` + `kind` (preview | package | language): checked by its bytes, a package unpacked safely; answers the staged file. */
  upload: offline('upload'),
  save: offline('save'),
  edit: offline('edit'),
  delete: offline('delete'),
  /** POST { id, enabled }. */
  enable: offline('enable'),
  publish: offline('publish'),
  /** POST { id, productIds }: the products that may choose it. */
  assign: offline('assign'),
  /** GET: a signed, expiring address of the unpacked package's entry page, for a sandboxed preview. */
  previewUrl: (id: string) => offline(`previewUrl/${id}`),
  /**
   * GET, without a token: a file of the unpacked package, read-only and sandboxed. The signature is a part of the
   * path, so the entry page's relative addresses (its scripts, styles and images) stay signed.
   */
  packageFile: (id: string, expires: string, sig: string, path: string) => offline(`package/${id}/${expires}/${sig}/${path}`),
} as const;
