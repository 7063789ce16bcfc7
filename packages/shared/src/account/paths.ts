import { platformPath as p } from '../api/paths.ts';

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
