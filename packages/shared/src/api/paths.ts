/** Every platform call sits under this prefix (spec 000 §7); the web client adds the `/api` base. */
export const PLATFORM = '/v1/platform/web';

/** A platform call's path: `platformPath('open/notice/list')`. */
export const platformPath = (path: string) => `${PLATFORM}/${path}`;
const p = platformPath;

/** A call of the device area, under /v1/platform/web/iot/. */
export const iotPath = (path: string) => p(`iot/${path}`);

/**
 * Shell calls of several features not yet in folders of their own (spec 000 §7); sign-in is authPaths, the profile
 * spacePaths. Paths the spec does not show are chosen in the same style.
 */
export const shellPaths = {
  langTypeList: p('open/lang/langTypeList'),
  dictList: p('basedata/dictdata/list'),
  /** Not shown in the spec: the dictionary export (the export download pattern). */
  dictExport: p('basedata/dictdata/export'),
  areaTree: (parentCode: string, depth: number | string) => p(`config/area/treeData/${parentCode}/${depth}`),
  upload: p('common/fileStore/uploadOssFile'),
  introduce: p('open/introduce'),
  /** Not shown in the spec: public settings of the installation the console needs before login (WebConfig). */
  webConfig: p('open/config'),
} as const;

/** Server health, outside the platform prefix. */
export const HEALTH_PATH = '/api/health';

/** Uploaded files are served from here (the profile's ImageServer). */
export const FILES_BASE = '/api/files';

/** Work orders of the signed-in user; paths not shown in the spec. */
export const workOrderPaths = {
  list: p('open/workOrder/list'),
  detail: (id: string) => p(`open/workOrder/detail/${id}`),
  submit: p('open/workOrder/submit'),
  /** Continue asking: a further message from the user. */
  reply: p('open/workOrder/reply'),
  remind: p('open/workOrder/remind'),
  close: p('open/workOrder/close'),
  updatePhone: p('open/workOrder/updatePhone'),
  unreadCount: p('open/workOrder/unreadCount'),
} as const;

/** Device-credential quota of the current space (home page); path not shown in the spec. */
export const quotaPaths = {
  quota: p('open/deviceTriad/quota'),
} as const;

/** The platform operator area (operators only); paths not shown in the spec. */
export const adminPaths = {
  dictList: p('system/dictdata/list'),
  /** Every dictionary type with its entry count (the type filter of the dictionary page). */
  dictTypes: p('system/dictdata/types'),
  dictSave: p('system/dictdata/save'),
  dictUpdate: p('system/dictdata/update'),
  dictDelete: p('system/dictdata/delete'),
  supportList: p('system/workOrder/list'),
  supportDetail: (id: string) => p(`system/workOrder/detail/${id}`),
  supportReply: p('system/workOrder/reply'),
  supportClassify: p('system/workOrder/classify'),
  supportClose: p('system/workOrder/close'),
  certificationList: p('system/certification/list'),
  certificationDetail: (id: string) => p(`system/certification/detail/${id}`),
  certificationReview: p('system/certification/review'),
} as const;

/**
 * What an external broker's auth plugin calls (EMQX HTTP auth, mosquitto-go-auth's http backend):
 * not under the platform's paths, and public (the broker authenticates with the hook secret).
 */
export const brokerHookPaths = {
  auth: '/api/broker/auth',
  acl: '/api/broker/acl',
} as const;
