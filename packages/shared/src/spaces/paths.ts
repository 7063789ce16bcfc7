import { platformPath as p } from '../api/paths.ts';

/** The signed-in user's profile and spaces (spec 000 §7). */
export const spacePaths = {
  profile: p('open/user/profile'),
  chooseCompany: p('open/chooseCompany'),
  /** Not shown in the spec: the switch-space call. */
  switchSpace: p('open/switchSpace'),
} as const;
