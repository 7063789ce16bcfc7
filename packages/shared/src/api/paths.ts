/** Every platform call sits under this prefix (spec 000 §7); the web client adds the `/api` base. */
export const PLATFORM = '/v1/platform/web';

/** A platform call's path: `platformPath('open/notice/list')`. */
export const platformPath = (path: string) => `${PLATFORM}/${path}`;
const p = platformPath;

/** A call of the device area, under /v1/platform/web/iot/. */
export const iotPath = (path: string) => p(`iot/${path}`);

/** Server health, outside the platform prefix. */
export const HEALTH_PATH = '/api/health';

/** Uploaded files are served from here (the profile's ImageServer). */
export const FILES_BASE = '/api/files';

/**
 * What an external broker's auth plugin calls (EMQX HTTP auth, mosquitto-go-auth's http backend):
 * not under the platform's paths, and public (the broker authenticates with the hook secret).
 */
export const brokerHookPaths = {
  auth: '/api/broker/auth',
  acl: '/api/broker/acl',
} as const;
