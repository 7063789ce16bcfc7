import { productPath as product } from '../products/paths.ts';

/** Firmware of products (spec 001 §7; the calls the spec names keep its paths, the others follow its naming). */
export const firmwarePaths = {
  /** POST: firmware of the space by product, type, custom or not, a part of the name, key or flag. */
  list: product('firmware/list'),
  detail: (id: string) => product(`firmware/detail/${id}`),
  save: product('firmware/save'),
  edit: product('firmware/edit'),
  delete: product('firmware/delete'),
  /** Multipart `file` (+ `kind` upgrade|production): streamed to storage, checked by its bytes, hashed. */
  upload: product('firmware/upload'),
  versionList: product('firmware/version/list'),
  versionSave: product('firmware/version/save'),
  versionEdit: product('firmware/version/edit'),
  versionDelete: product('firmware/version/delete'),
  versionPublish: product('firmware/version/publish'),
  /** Takes a published version off the list (no new release may use it; running ones go on). */
  versionUnlist: product('firmware/version/unlist'),
  /** The upgrade or production file of a version, for the console (signed in). */
  versionFile: (id: string, kind: 'upgrade' | 'production') => product(`firmware/version/file/${id}/${kind}`),
  /** The product's firmware card (hardware development tab): its firmware and its chosen custom firmware, current and newest versions. */
  productFirmware: product('firmware/productFirmware'),
  changeVersionList: product('firmware/changeVersionList'),
  queryCustomFirmware: product('queryCustomFirmware'),
  changeCustomVersionList: product('firmware/changeCustomVersionList'),
  changeVersionSubmit: product('changeVersionSubmit'),
  selectCustomerFirmware: product('selectCustomerFirmware'),
  removeCustomerFirmware: product('removeCustomerFirmware'),
} as const;
