/**
 * The guided tour (spec 001 §4 Tour, §7): a demo product of the caller's space and one of its virtual
 * devices, created on demand, and where the demo App is downloaded.
 */

/** Answer of guidePaths.demo: the space's demo product and a virtual device of it (online unless it did not come up in time). */
export interface GuideDemo {
  productId: string;
  productKey: string;
  did: string;
}

/** Answer of guidePaths.appDownloadUrl: an absolute address. */
export interface AppDownload {
  url: string;
}
