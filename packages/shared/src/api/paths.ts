/** Every platform call sits under this prefix (spec 000 §7); the web client adds the `/api` base. */
export const PLATFORM = '/v1/platform/web';

const p = (path: string) => `${PLATFORM}/${path}`;

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
  langTypeList: p('open/lang/langTypeList'),
  dictList: p('basedata/dictdata/list'),
  /** Not shown in the spec: the dictionary export (the export download pattern). */
  dictExport: p('basedata/dictdata/export'),
  areaTree: (parentCode: string, depth: number | string) => p(`config/area/treeData/${parentCode}/${depth}`),
  upload: p('common/fileStore/uploadOssFile'),
  introduce: p('open/introduce'),
  guideCheck: p('open/product/guideCheck'),
  setHasGuided: p('open/product/setHasGuided'),
  /** Not shown in the spec: public settings of the installation the console needs before login (WebConfig). */
  webConfig: p('open/config'),
} as const;

/** Server health, outside the platform prefix. */
export const HEALTH_PATH = '/api/health';

/** Uploaded files are served from here (the profile's ImageServer). */
export const FILES_BASE = '/api/files';
