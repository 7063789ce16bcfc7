/** The real-time channel (spec 000 §7), outside /api: `?token=` carries the access token. */
export const REALTIME_PATH = '/ws/v1/web/open/message';
