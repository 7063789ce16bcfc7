import { z } from 'zod';
import {
  PRODUCT_IMAGE_MAX_MB,
  PRODUCT_IMAGE_RATIO,
  PRODUCT_MODEL_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
} from '../constants.ts';
import { lengthRange } from '../validation/index.ts';
import { pageFields } from '../api/paging.ts';

/**
 * Products (spec 001 §1-5): the create wizard, the list, the settings views, development status and
 * copy. The product's parts (functions, rules, pairing guide, manuals, test service, module, app links)
 * are features of their own.
 */

// ── Enumerations ─────────────────────────────────────────────────────────────

/** Development state: developing, then finished (published, read-only) until returned to development. */
export const ProductStatus = { Developing: 1, Published: 2 } as const;
export type ProductStatus = (typeof ProductStatus)[keyof typeof ProductStatus];
export const PRODUCT_STATUSES = Object.values(ProductStatus);

/** Communication method (the wizard's networkType; the list's "network protocol" filter). */
export const NETWORK_TYPES = ['wifi', 'wifi_ble', 'ble', 'ble_mesh', 'zigbee', 'cellular', 'nb_iot', 'ethernet'] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];
/** Network types carried over Wi-Fi (the product's wifiFlag). */
export const WIFI_NETWORK_TYPES: readonly NetworkType[] = ['wifi', 'wifi_ble'];

/** Development scheme: zero-code on a platform module, module + MCU with the serial protocol, or own SoC firmware. */
export const DEVELOPMENT_SCHEMES = ['zero_code', 'mcu', 'soc'] as const;
export type DevelopmentScheme = (typeof DEVELOPMENT_SCHEMES)[number];

/** Power type: mains-powered (always online) or low-power (battery, sleeps). */
export const POWER_CONSUME_TYPES = ['mains', 'low_power'] as const;
export type PowerConsumeType = (typeof POWER_CONSUME_TYPES)[number];

/** Activation: by pairing in an App, or on the device's first connection with its credentials. */
export const ACTIVE_TYPES = ['app_pairing', 'first_connect'] as const;
export type ActiveType = (typeof ACTIVE_TYPES)[number];

/** Bluetooth mesh product id: four upper-case hex digits. */
export const MESH_PRODUCT_ID_PATTERN = /^[0-9A-F]{4}$/;

export const productImageUpload = { accept: 'jpg, bmp, png', maxSizeMb: PRODUCT_IMAGE_MAX_MB, ratio: PRODUCT_IMAGE_RATIO } as const;

// ── Products ─────────────────────────────────────────────────────────────────

/** A product's id as every call of a product and of its parts takes it. */
export const productIdSchema = z.string().trim().min(1, 'validation.required').max(64);

export const productIdQuery = z.object({ productId: productIdSchema });
export type ProductIdQuery = z.input<typeof productIdQuery>;

export const productStatus = z.literal(PRODUCT_STATUSES);

export const productItem = z.object({
  id: z.string(),
  productKey: z.string(),
  name: z.string(),
  model: z.string(),
  imageUrl: z.string(),
  /** The product class (leaf) id and its names. */
  productType: z.string(),
  productTypeName: z.string(),
  productTypeNameEn: z.string(),
  networkType: z.enum(NETWORK_TYPES),
  status: productStatus,
  isDemoProduct: z.boolean(),
  functionCount: z.number().int(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ProductItem = z.infer<typeof productItem>;

export const productDetail = productItem.extend({
  /** The image's file name as uploaded. */
  image: z.string(),
  scheme: z.enum(DEVELOPMENT_SCHEMES),
  powerConsumeType: z.enum(POWER_CONSUME_TYPES),
  activeType: z.enum(ACTIVE_TYPES),
  moduleId: z.string().nullable(),
  moduleName: z.string().nullable(),
  meshProductId: z.string().nullable(),
  wifiFlag: z.boolean(),
  /** Devices activated with this product's credentials: a product with any cannot be deleted. */
  activatedDeviceCount: z.number().int(),
  /** When development was last completed; null while never. */
  publishedAt: z.number().int().nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productListQuery = z.object({
  ...pageFields,
  /** Part of the name or of the product key. */
  keyword: z.string().trim().max(100).optional(),
  /** A class id: the class itself or, for a top-level class, any of its children. */
  productType: z.string().trim().max(64).optional(),
  networkType: z.enum(NETWORK_TYPES).optional(),
  status: z.coerce.number().pipe(z.union(PRODUCT_STATUSES.map((s) => z.literal(s)))).optional(),
});
export type ProductListQuery = z.input<typeof productListQuery>;

/** The wizard's last step and the basic-config form: every field required (001 §5). */
export const productInfoFields = {
  name: lengthRange(1, PRODUCT_NAME_MAX_LENGTH),
  model: lengthRange(1, PRODUCT_MODEL_MAX_LENGTH),
  /** An uploaded file's url (uploadOssFile with productImageUpload); the server re-checks its bytes. */
  imageUrl: z.string().trim().min(1, 'validation.productImageRequired').max(500),
  image: z.string().trim().max(255).default(''),
  networkType: z.enum(NETWORK_TYPES, { error: 'validation.required' }),
  powerConsumeType: z.enum(POWER_CONSUME_TYPES, { error: 'validation.required' }),
  activeType: z.enum(ACTIVE_TYPES, { error: 'validation.required' }),
};

export const productSaveBody = z.object({
  productType: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(64),
  scheme: z.enum(DEVELOPMENT_SCHEMES, { error: 'validation.required' }),
  /** The module picked with the communication method; optional for SoC and cellular schemes. */
  moduleId: z.string().trim().max(64).nullable().default(null),
  ...productInfoFields,
});
export type ProductSaveBody = z.input<typeof productSaveBody>;

/** Basic config: the information fields; the class, scheme and key stay. */
export const productEditBody = z.object({ id: productIdSchema, ...productInfoFields });
export type ProductEditBody = z.input<typeof productEditBody>;

export const productIdBody = z.object({ id: productIdSchema });
export type ProductIdBody = z.input<typeof productIdBody>;

export const productCopyBody = z.object({ id: productIdSchema, name: lengthRange(1, PRODUCT_NAME_MAX_LENGTH) });
export type ProductCopyBody = z.input<typeof productCopyBody>;

/** What a copy carries and what it cannot; the confirmation lists both (message keys `product.copy.<item>`). */
export const COPIED_ITEMS = ['standardFunctions', 'customFunctions', 'advancedFunctions', 'panel', 'firmware', 'voiceScheme', 'languages', 'networkGuide', 'manual', 'sceneSettings', 'timerSettings', 'rules'] as const;
export const NOT_COPIED_ITEMS = ['devices', 'credentials', 'testReport', 'testAccounts', 'appLinks', 'meshProductId', 'otaReleases'] as const;
export type CopiedItem = (typeof COPIED_ITEMS)[number];
export type NotCopiedItem = (typeof NOT_COPIED_ITEMS)[number];

export const copyScope = z.object({
  /** Items the source has now, which the copy will carry, with their counts. */
  copied: z.array(z.object({ item: z.enum(COPIED_ITEMS), count: z.number().int() })),
  notCopied: z.array(z.enum(NOT_COPIED_ITEMS)),
});
export type CopyScope = z.infer<typeof copyScope>;

export const setMeshProductCodeBody = z.object({
  id: productIdSchema,
  meshProductId: z.string().trim().toUpperCase().regex(MESH_PRODUCT_ID_PATTERN, 'validation.productMeshProductId'),
});
export type SetMeshProductCodeBody = z.input<typeof setMeshProductCodeBody>;

// ── Development status ───────────────────────────────────────────────────────

/** What completeDevelopDetailed checks; `required` ones must pass before completeDevelop. */
export const DEVELOPMENT_CHECKS = ['functions', 'networkGuide', 'module', 'panel', 'manual', 'testReport'] as const;
export type DevelopmentCheckKey = (typeof DEVELOPMENT_CHECKS)[number];

export const developmentCheck = z.object({
  key: z.enum(DEVELOPMENT_CHECKS),
  passed: z.boolean(),
  required: z.boolean(),
  /** The item's work has not landed yet (the panels): shown as coming, never blocking. */
  coming: z.boolean(),
  /**
   * Passed by what the platform provides while the product has none of its own: the default pairing
   * guide of its network type, which the App shows until one is saved.
   */
  byDefault: z.boolean().optional(),
});
export type DevelopmentCheck = z.infer<typeof developmentCheck>;

export const developmentChecks = z.object({
  productId: z.string(),
  status: productStatus,
  checks: z.array(developmentCheck),
  canComplete: z.boolean(),
});
export type DevelopmentChecks = z.infer<typeof developmentChecks>;

/** The warnings the return-to-development confirmation shows (message keys `product.returnWarning.<key>`). */
export const RETURN_DEVELOP_WARNINGS = ['editable', 'devicesKeepModel', 'appsSeeChanges', 'completeAgain'] as const;

/** Return to development must be confirmed explicitly. */
export const returnDevelopBody = z.object({ id: productIdSchema, confirm: z.literal(true, { error: 'validation.productReturnConfirm' }) });
export type ReturnDevelopBody = z.input<typeof returnDevelopBody>;
