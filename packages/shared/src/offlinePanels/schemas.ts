import { z } from 'zod';
import {
  OFFLINE_PANEL_DESCRIPTION_MAX_LENGTH,
  OFFLINE_PANEL_LANGUAGE_MAX_MB,
  OFFLINE_PANEL_PACKAGE_MAX_MB,
  OFFLINE_PANEL_PREVIEW_MAX_MB,
  PANEL_NAME_MAX_LENGTH,
  PANEL_PREVIEW_RATIO,
} from '../constants.ts';
import { pageFields } from '../api/paging.ts';
import { productIdSchema } from '../products/schemas.ts';
import { lengthRange } from '../validation/index.ts';

/**
 * Offline panel (spec 001 §3): name, panel type, preview image, file package, language package,
 * description, product type, products, status. A package is a ZIP the app loads instead of a panel
 * document (an H5 page or a React Native bundle built outside the studio).
 */

export const OFFLINE_PANEL_TYPES = ['h5', 'rn'] as const;
export type OfflinePanelType = (typeof OFFLINE_PANEL_TYPES)[number];

export const OFFLINE_PANEL_FILE_KINDS = ['preview', 'package', 'language'] as const;
export type OfflinePanelFileKind = (typeof OFFLINE_PANEL_FILE_KINDS)[number];

/** What each upload accepts (§5): the server checks the bytes, the browser the name and size first. */
export const offlinePanelUpload: Readonly<Record<OfflinePanelFileKind, { accept: string; maxSizeMb: number }>> = {
  preview: { accept: '.png,.jpg,.jpeg,.bmp', maxSizeMb: OFFLINE_PANEL_PREVIEW_MAX_MB },
  package: { accept: '.zip', maxSizeMb: OFFLINE_PANEL_PACKAGE_MAX_MB },
  language: { accept: '.xls,.csv', maxSizeMb: OFFLINE_PANEL_LANGUAGE_MAX_MB },
};
export const OFFLINE_PANEL_PREVIEW_RATIO = PANEL_PREVIEW_RATIO;

/** Disabled: products cannot choose it and the ones that did fall back to the default panel. */
export const OFFLINE_PANEL_STATUSES = ['enabled', 'disabled'] as const;
export type OfflinePanelStatus = (typeof OFFLINE_PANEL_STATUSES)[number];

/** An uploaded, checked file waiting for save / edit to take it (kept a day, then removed). */
export const offlinePanelUploadResult = z.object({
  key: z.string(),
  kind: z.enum(OFFLINE_PANEL_FILE_KINDS),
  fileName: z.string(),
  size: z.number().int(),
  /** A package's unpacked entries and bytes. */
  entries: z.number().int().nullable(),
  unpackedSize: z.number().int().nullable(),
});
export type OfflinePanelUploadResult = z.infer<typeof offlinePanelUploadResult>;

const fields = {
  name: lengthRange(1, PANEL_NAME_MAX_LENGTH),
  panelType: z.enum(OFFLINE_PANEL_TYPES, { error: 'validation.required' }),
  description: z.string().trim().max(OFFLINE_PANEL_DESCRIPTION_MAX_LENGTH, 'validation.maxLength').default(''),
  /** The product class (category) it is made for. */
  productType: z.string().trim().min(1, 'validation.required').max(64),
  /** Upload keys (offlinePanelUploadResult.key); on edit, absent keeps the stored file. */
  previewKey: z.string().min(1, 'validation.required').max(200),
  packageKey: z.string().min(1, 'validation.required').max(200),
  languageKey: z.string().max(200).nullish(),
  productIds: z.array(productIdSchema).max(200, 'validation.maxItems').default([]),
};

export const offlinePanelSaveBody = z.object(fields);
export type OfflinePanelSaveBody = z.input<typeof offlinePanelSaveBody>;
/** An edit: an absent upload key keeps the stored file, absent products keep the assignment. */
export const offlinePanelEditBody = z.object({
  id: productIdSchema,
  ...fields,
  previewKey: fields.previewKey.optional(),
  packageKey: fields.packageKey.optional(),
  productIds: z.array(productIdSchema).max(200, 'validation.maxItems').optional(),
});
export type OfflinePanelEditBody = z.input<typeof offlinePanelEditBody>;
export const offlinePanelIdBody = z.object({ id: productIdSchema });
export type OfflinePanelIdBody = z.input<typeof offlinePanelIdBody>;
export const offlinePanelEnableBody = z.object({ id: productIdSchema, enabled: z.boolean() });
export type OfflinePanelEnableBody = z.input<typeof offlinePanelEnableBody>;
export const offlinePanelAssignBody = z.object({ id: productIdSchema, productIds: z.array(productIdSchema).max(200, 'validation.maxItems') });
export type OfflinePanelAssignBody = z.input<typeof offlinePanelAssignBody>;

export const offlinePanelListQuery = z.object({
  ...pageFields,
  keyword: z.string().trim().max(100).optional(),
  productType: z.string().trim().max(64).optional(),
  status: z.enum(OFFLINE_PANEL_STATUSES).optional(),
});
export type OfflinePanelListQuery = z.input<typeof offlinePanelListQuery>;

export const offlinePanel = z.object({
  id: z.string(),
  name: z.string(),
  panelType: z.enum(OFFLINE_PANEL_TYPES),
  description: z.string(),
  productType: z.string(),
  productTypeName: z.string(),
  status: z.enum(OFFLINE_PANEL_STATUSES),
  published: z.boolean(),
  /** Public address of the preview image. */
  previewUrl: z.string(),
  packageName: z.string(),
  packageSize: z.number().int(),
  packageEntries: z.number().int(),
  languageName: z.string().nullable(),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Products that chose it; one in use cannot be deleted. */
  usedBy: z.number().int(),
  publishedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type OfflinePanel = z.infer<typeof offlinePanel>;

export const offlinePanelDetail = offlinePanel.extend({
  /** The package's files (path and size), for the detail view. */
  files: z.array(z.object({ path: z.string(), size: z.number().int() })),
});
export type OfflinePanelDetail = z.infer<typeof offlinePanelDetail>;

/** The signed address of a package's entry page (its shallowest index.html, or the package root when it has none). */
export const offlinePanelPreviewUrl = z.object({ url: z.string(), expiresAt: z.number().int() });
export type OfflinePanelPreviewUrl = z.infer<typeof offlinePanelPreviewUrl>;
