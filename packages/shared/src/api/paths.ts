/** Every platform call sits under this prefix (spec 000 §7); the web client adds the `/api` base. */
export const PLATFORM = '/v1/platform/web';

/** A platform call's path: `platformPath('open/notice/list')`. */
export const platformPath = (path: string) => `${PLATFORM}/${path}`;
const p = platformPath;

/** Shell calls (spec 000 §7). Paths the spec does not show are chosen in the same style. */
export const shellPaths = {
  register: p('open/register'),
  getVerificationCode: p('open/getVerificationCode'),
  getVerificationCodeForExists: p('open/getVerificationCodeForExists'),
  /** Not shown in the spec: follows the activation link of the e-mail. */
  activate: p('open/activate'),
  /** Not shown in the spec: sends a fresh activation e-mail to an account not yet activated. */
  resendActivation: p('open/resendActivation'),
  login: p('open/login'),
  refreshToken: p('open/refreshToken'),
  logout: p('open/logout'),
  profile: p('open/user/profile'),
  getRouters: p('open/user/getRouters'),
  chooseCompany: p('open/chooseCompany'),
  /** Not shown in the spec: the switch-space call. */
  switchSpace: p('open/switchSpace'),
  forgetPassword: p('open/forgetPassword'),
  updatePwd: p('open/user/updatePwd'),
  guideCheck: p('open/product/guideCheck'),
  setHasGuided: p('open/product/setHasGuided'),
} as const;

/** Server health, outside the platform prefix. */
export const HEALTH_PATH = '/api/health';

/** Uploaded files are served from here (the profile's ImageServer). */
export const FILES_BASE = '/api/files';

/** Account settings (spec 000 §2, §7). */
export const accountPaths = {
  baseinfo: p('open/baseinfo'),
  companyInfo: p('open/getCompanyInfo'),
  changeCompanyName: p('open/company/changeName'),
  addContact: p('open/company/connect'),
  updateContact: p('open/company/connect/update'),
  /** `?id=` in the query. */
  deleteContact: p('open/company/connect/delete'),
  certification: p('open/company/auth'),
  /** Not shown in the spec: sets the login-safety time. */
  securityTime: p('open/user/securityTime'),
} as const;

/** The platform operator area (operators only); paths not shown in the spec. */
export const adminPaths = {
  menuList: p('system/menu/list'),
  menuSave: p('system/menu/save'),
  menuUpdate: p('system/menu/update'),
  menuDelete: p('system/menu/delete'),
  roleList: p('system/role/list'),
  roleSave: p('system/role/save'),
  roleUpdate: p('system/role/update'),
  roleDelete: p('system/role/delete'),
  userList: p('system/user/list'),
  userSave: p('system/user/save'),
  userUpdate: p('system/user/update'),
  userStatus: p('system/user/status'),
} as const;

/** The real-time channel (spec 000 §7), outside /api: `?token=` carries the access token. */
export const REALTIME_PATH = '/ws/v1/web/open/message';

const product = (path: string) => p(`open/product/${path}`);

/** Products and their thing model (spec 001 §7). Paths the spec does not show are marked. */
export const productPaths = {
  list: product('list'),
  detail: (id: string) => product(`detail/${id}`),
  save: product('save'),
  edit: product('edit'),
  delete: product('delete'),
  /** The product-class tree (categories), for the wizard and the filters. */
  productTypes: p('open/productType/get'),
  copy: product('copy'),
  /** What a copy carries and what it cannot (the copy confirmation); not shown in the spec. */
  copyScope: product('copyScope'),
  bindAppList: product('bindAppList'),
  productBindApp: product('productBindApp'),
  completeDevelopDetailed: product('completeDevelopDetailed'),
  completeDevelop: product('completeDevelop'),
  returnDevelop: product('returnDevelop'),
  setMeshProductCode: product('setMeshProductCode'),
  queryModules: product('queryModules'),
  selectModule: product('selectModule'),
  // Functions (data points)
  functions: product('functions'),
  funcList: product('funcList'),
  standardFuncList: product('standardFuncList'),
  addStandardFunc: product('addStandardFunc'),
  addFunc: product('addFunc'),
  editFunc: product('editFunc'),
  deleteFunc: product('deleteFunc'),
  resetStandardFunc: product('resetStandardFunc'),
  setSceneFunc: product('setSceneFunc'),
  /** Not shown in the spec: the timer-config view's choice of functions. */
  setTimerFunc: product('setTimerFunc'),
  /** Not shown in the spec: replaces the whole model with an imported JSON one. */
  importFunc: product('importFunc'),
  // Rule config (device-side linkage rules); not shown in the spec.
  ruleList: product('rule/list'),
  ruleSave: product('rule/save'),
  ruleEdit: product('rule/edit'),
  ruleDelete: product('rule/delete'),
  // Pairing guide (network info)
  getNetworkGuide: product('getNetworkGuide'),
  getDefaultNetworkGuide: product('getDefaultNetworkGuide'),
  saveNetworkGuide: product('saveNetworkGuide'),
  // Product manual
  docAdd: product('doc/add'),
  docDelete: (id: string) => product(`doc/delete/${id}`),
  docList: product('doc/list'),
  // Test service
  getTestReportFile: product('getTestReportFile'),
  uploadTestReport: product('uploadTestReport'),
  testCaseTemplate: p('template/testCaseTpl/download'),
  /** App test accounts; not shown in the spec. */
  testAccountList: product('testAccount/list'),
  testAccountAdd: product('testAccount/add'),
  testAccountDelete: product('testAccount/delete'),
} as const;

/** Product classes administered by operators; paths not shown in the spec. */
export const productClassPaths = {
  list: p('system/productClass/list'),
  save: p('system/productClass/save'),
  edit: p('system/productClass/edit'),
  delete: p('system/productClass/delete'),
} as const;

const iot = (path: string) => p(`iot/${path}`);

/** Devices (spec 001 §7, under /v1/platform/web/iot/). */
export const devicePaths = {
  list: iot('activeDevice/list'),
  detail: (id: string) => iot(`activeDevice/detail/${id}`),
  logList: iot('activeDevice/logList'),
  count: iot('activeDevice/count'),
  failLogList: iot('data/open/overview/failLoglist'),
  meshList: iot('meshDevice/list'),
} as const;

/** Manufacture triples. */
export const triplePaths = {
  generate: iot('deviceTriad/generator'),
  produceList: iot('activeDevice/produce/list'),
  exportCount: iot('activeDevice/triadExportCount'),
  report: iot('device/triadReport'),
  /** Not shown in the spec: the triples of one generation, and the export job. */
  list: iot('deviceTriad/list'),
  export: iot('deviceTriad/export'),
} as const;

/** Virtual devices. */
export const virtualDevicePaths = {
  list: iot('device/virtualDeviceList'),
  generate: iot('device/generatorVirtualDevice'),
  add: iot('device/addVirtualDevice'),
  delete: iot('device/deleteVirtualDevice'),
} as const;

/** Real debug devices and the App accounts they are debugged with (only addAppAccount is shown in the spec). */
export const debugDevicePaths = {
  list: iot('device/debugDeviceList'),
  add: iot('device/addDebugDevice'),
  batchAdd: iot('device/batchAddDebugDevice'),
  delete: iot('device/deleteDebugDevice'),
  addAppAccount: iot('device/addAppAccount'),
  appAccountList: iot('device/appAccountList'),
} as const;

/** Device message push and the device message monitor (not shown in the spec). */
export const devicePushPaths = {
  list: p('open/devicePush/list'),
  detail: (id: string) => p(`open/devicePush/detail/${id}`),
  save: p('open/devicePush/save'),
  edit: p('open/devicePush/edit'),
  delete: p('open/devicePush/delete'),
  enable: p('open/devicePush/enable'),
  monitorList: p('open/devicePush/monitor/list'),
} as const;

/** The guided tour (not shown in the spec): its demo product and virtual device, and the App download url. */
export const guidePaths = {
  demo: p('open/product/guideDemo'),
  appDownloadUrl: p('open/product/appDownloadUrl'),
} as const;

/** Jobs (not shown in the spec): one job of the caller's space (JobInfo). */
export const jobPaths = {
  detail: (id: string) => p(`open/job/${id}`),
} as const;

/**
 * What an external broker's auth plugin calls (EMQX HTTP auth, mosquitto-go-auth's http backend):
 * not under the platform's paths, and public (the broker authenticates with the hook secret).
 */
export const brokerHookPaths = {
  auth: '/api/broker/auth',
  acl: '/api/broker/acl',
} as const;
