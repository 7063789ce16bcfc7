import { z } from 'zod';
import { PANEL_NAME_MAX_LENGTH, PANEL_VERSION_NOTE_MAX_LENGTH } from '../constants.ts';
import { pageFields } from '../api/paging.ts';
import { productIdSchema } from '../products/schemas.ts';
import { lengthRange } from '../validation/index.ts';
import { PANEL_FONT_NAME_PATTERN } from './document.ts';

/** The calls of device control panels: the product's choice, studio panels with versions, icons and fonts. */

/**
 * What a product's devices may show: the default panel generated from the thing model, a public
 * template (edits on top of it), a studio panel of the space, or an offline panel (an uploaded package).
 */
export const PANEL_KINDS = ['default', 'template', 'custom', 'offline'] as const;
export type PanelKind = (typeof PANEL_KINDS)[number];

/** Public templates per category (templates.ts holds what each changes). */
export const PANEL_TEMPLATE_KEYS = ['lighting', 'plug', 'sensor', 'climate', 'curtain'] as const;
export type PanelTemplateKey = (typeof PANEL_TEMPLATE_KEYS)[number];

/** Why the device panels tab reminds the developer: nothing chosen yet, or functions changed after the chosen panel was published. */
export const PANEL_REMINDERS = ['choose', 'functionsChanged'] as const;
export type PanelReminder = (typeof PANEL_REMINDERS)[number];

export const PANEL_STATUSES = ['unpublished', 'published'] as const;
export type PanelStatus = (typeof PANEL_STATUSES)[number];

/** A choice of panel: `ref` is null for the default one, the template key, or the studio / offline panel id. */
export const panelChoiceRef = z.object({ kind: z.enum(PANEL_KINDS), ref: z.string().min(1).max(64).nullable() });
export type PanelChoiceRef = z.infer<typeof panelChoiceRef>;

export const controlPanelListQuery = z.object({ productId: productIdSchema });
export type ControlPanelListQuery = z.input<typeof controlPanelListQuery>;

export const panelChoice = z.object({
  kind: z.enum(PANEL_KINDS),
  ref: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  /** The offline panel's preview image; null where the renderer draws the document itself. */
  previewUrl: z.string().nullable(),
  /** A studio panel's live version; null for the others. */
  version: z.number().int().nullable(),
  /** The template suits the product's category (listed first). */
  recommended: z.boolean(),
  selected: z.boolean(),
  /** Why it cannot be chosen now (an unpublished or disabled panel), as a message key; null when it can. */
  blockedReason: z.string().nullable(),
  /** Epoch seconds; null for generated ones. */
  updatedAt: z.number().int().nullable(),
});
export type PanelChoice = z.infer<typeof panelChoice>;

export const controlPanelList = z.object({
  choices: z.array(panelChoice),
  reminder: z.enum(PANEL_REMINDERS).nullable(),
});
export type ControlPanelList = z.infer<typeof controlPanelList>;

export const selectControlPanelBody = z.intersection(z.object({ productId: productIdSchema }), panelChoiceRef);
export type SelectControlPanelBody = z.input<typeof selectControlPanelBody>;
export const cancelReminderBody = z.object({ productId: productIdSchema });
export type CancelReminderBody = z.input<typeof cancelReminderBody>;

export const livePanelQuery = z.object({ productId: productIdSchema });
export type LivePanelQuery = z.input<typeof livePanelQuery>;

/**
 * What a product's devices show now. `document` is the checked panel document for the default,
 * template and custom kinds (a custom panel's live version); null for an offline one, whose package
 * `offline` describes.
 */
export const livePanel = z.object({
  kind: z.enum(PANEL_KINDS),
  ref: z.string().nullable(),
  name: z.string(),
  version: z.number().int().nullable(),
  /** A PanelDocument (document.ts); typed loosely here so answers do not re-validate it. */
  document: z.unknown().nullable(),
  offline: z.object({ id: z.string(), previewUrl: z.string(), panelType: z.string() }).nullable(),
});
export type LivePanel = z.infer<typeof livePanel>;

// ── Studio panels ────────────────────────────────────────────────────────────

export const panelNameSchema = lengthRange(1, PANEL_NAME_MAX_LENGTH);

export const panelListQuery = z.object({
  ...pageFields,
  productId: productIdSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type PanelListQuery = z.input<typeof panelListQuery>;

export const panelSummary = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  name: z.string(),
  status: z.enum(PANEL_STATUSES),
  enabled: z.boolean(),
  liveVersion: z.number().int().nullable(),
  /** Products that chose it; a panel in use cannot be deleted. */
  usedBy: z.number().int(),
  draftUpdatedAt: z.number().int(),
  createdAt: z.number().int(),
});
export type PanelSummary = z.infer<typeof panelSummary>;

export const panelDetail = panelSummary.extend({
  /** The draft document (a PanelDocument). */
  draft: z.unknown(),
  /** The draft differs from the live version. */
  draftChanged: z.boolean(),
});
export type PanelDetail = z.infer<typeof panelDetail>;

export const panelSaveBody = z.object({
  productId: productIdSchema,
  name: panelNameSchema,
  /** Starts from this public template; absent: from the default panel. */
  template: z.string().max(40).optional(),
});
export type PanelSaveBody = z.input<typeof panelSaveBody>;

/** The draft: `document` is checked whole (shape, then panelProblems against the product's functions). */
export const panelEditBody = z.object({ id: productIdSchema, name: panelNameSchema, document: z.unknown() });
export type PanelEditBody = z.input<typeof panelEditBody>;
export const panelIdBody = z.object({ id: productIdSchema });
export type PanelIdBody = z.input<typeof panelIdBody>;
export const panelCheckBody = z.object({ productId: productIdSchema, document: z.unknown() });
export type PanelCheckBody = z.input<typeof panelCheckBody>;
export const panelPublishBody = z.object({ id: productIdSchema, note: z.string().trim().max(PANEL_VERSION_NOTE_MAX_LENGTH, 'validation.maxLength').default('') });
export type PanelPublishBody = z.input<typeof panelPublishBody>;
export const panelRollbackBody = z.object({ id: productIdSchema, version: z.number().int().min(1) });
export type PanelRollbackBody = z.input<typeof panelRollbackBody>;
export const panelEnableBody = z.object({ id: productIdSchema, enabled: z.boolean() });
export type PanelEnableBody = z.input<typeof panelEnableBody>;
export const panelVersionsQuery = z.object({ id: productIdSchema });
export const panelVersionQuery = z.object({ id: productIdSchema, version: z.coerce.number().int().min(1) });
export type PanelVersionQuery = z.input<typeof panelVersionQuery>;

export const panelVersion = z.object({
  version: z.number().int(),
  note: z.string(),
  live: z.boolean(),
  publishedAt: z.number().int(),
  publishedBy: z.string(),
});
export type PanelVersion = z.infer<typeof panelVersion>;

/** One broken rule of a document: where ("pages.1.components.0.binding") and its message key, already localized by the server in `message`. */
export const panelProblem = z.object({ path: z.array(z.union([z.string(), z.number()])), key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), message: z.string() });
export type PanelProblemAnswer = z.infer<typeof panelProblem>;
export const panelCheckResult = z.object({ problems: z.array(panelProblem) });
export type PanelCheckResult = z.infer<typeof panelCheckResult>;

// ── Icons and fonts ──────────────────────────────────────────────────────────

export const PANEL_ASSET_KINDS = ['icon', 'font'] as const;
export type PanelAssetKind = (typeof PANEL_ASSET_KINDS)[number];

/** The multipart fields beside `file`; a font is named by the §5 rule. */
export const panelAssetUploadFields = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('icon'), name: z.string().trim().max(60).optional() }),
  z.object({ kind: z.literal('font'), name: z.string().regex(PANEL_FONT_NAME_PATTERN, 'validation.panelFontName').max(40) }),
]);
export type PanelAssetUploadFields = z.input<typeof panelAssetUploadFields>;
export const panelAssetListQuery = z.object({ kind: z.enum(PANEL_ASSET_KINDS) });
export const panelAssetDeleteBody = z.object({ id: productIdSchema });

export const panelAsset = z.object({
  id: z.string(),
  kind: z.enum(PANEL_ASSET_KINDS),
  name: z.string(),
  /** Public address: the app loads icons and fonts without the console's token. */
  url: z.string(),
  size: z.number().int(),
  createdAt: z.number().int(),
});
export type PanelAsset = z.infer<typeof panelAsset>;
