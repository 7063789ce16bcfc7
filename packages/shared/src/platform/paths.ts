import { platformPath as p } from '../api/paths.ts';

/** Installation-wide public calls; the health check (HEALTH_PATH) sits outside the platform prefix. */
export const platformPaths = {
  /** Not shown in the spec: public settings of the installation the console needs before login (WebConfig). */
  webConfig: p('open/config'),
} as const;
