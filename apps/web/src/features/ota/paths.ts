/** Where the OTA pages live (the menu rows of the server's seed). */
export const OTA_RELEASE_LIST_PATH = '/firmware/ota/index';
export const OTA_RELEASE_CREATE_PATH = '/firmware/ota/create/index';
export const OTA_RELEASE_DETAIL_PATH = '/firmware/ota/detail/index';
export const OTA_WHITELIST_PATH = '/firmware/ota/whitelist/index';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return params.size > 0 ? `${path}?${params.toString()}` : path;
};

export const releaseDetailPath = (id: string) => withQuery(OTA_RELEASE_DETAIL_PATH, { id });
/** The release list, narrowed to one product when given. */
export const releaseListPath = (productId?: string) => withQuery(OTA_RELEASE_LIST_PATH, { productId });
/** The wizard, its first choices preset (a firmware's or version's "release" link). */
export const releaseCreatePath = (preset: { productId?: string; firmwareId?: string; versionId?: string } = {}) => withQuery(OTA_RELEASE_CREATE_PATH, preset);
export const whitelistPath = (productId?: string) => withQuery(OTA_WHITELIST_PATH, { productId });
