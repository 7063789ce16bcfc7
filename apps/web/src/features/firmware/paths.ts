/** Where the firmware pages live (the menu rows of the server's seed). */
export const FIRMWARE_LIST_PATH = '/firmware/list/index';
export const FIRMWARE_DETAIL_PATH = '/firmware/detail/index';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const firmwareDetailPath = (id: string) => withQuery(FIRMWARE_DETAIL_PATH, { id });

/** The list of a product's firmware with the create form open, the product chosen (the product card's "Add firmware"). */
export const firmwareCreatePath = (productId: string) => withQuery(FIRMWARE_LIST_PATH, { productId, create: '1' });

/** The OTA pages (features/ota, menu rows of the seed): a product's releases, and a new release of a published version. */
export const otaReleasesPath = (productId: string) => withQuery('/firmware/ota/index', { productId });
export const otaReleaseCreatePath = (ids: { productId: string; firmwareId: string; versionId: string }) => withQuery('/firmware/ota/create/index', ids);
