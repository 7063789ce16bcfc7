import { z } from 'zod';
import {
  MANUAL_MAX_MB,
  PAIRING_IMAGE_MAX_KB,
  PAIRING_STEPS_MAX,
  PAIRING_TEXT_MAX_LENGTH,
  PAIRING_VIDEO_MAX_KB,
  PAIRING_VIDEO_MAX_S,
  PRODUCT_IMAGE_MAX_MB,
  PRODUCT_IMAGE_RATIO,
  PRODUCT_MODEL_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  TEST_ACCOUNTS_MAX,
  TEST_REPORT_MAX_MB,
} from '../constants.ts';
import { isChinaMobile, isEmail, lengthRange } from '../validation/index.ts';
import { productIdSchema } from './functions.ts';
import { pageFields } from './paging.ts';

/**
 * Products (spec 001 §1-5): the create wizard, the list, the settings views, development status,
 * copy, app links, pairing guide, manual and test service. Paths in paths.ts (productPaths).
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

// ── Product classes ──────────────────────────────────────────────────────────

export interface ProductClass {
  id: string;
  nameZh: string;
  nameEn: string;
  parentId: string | null;
  sort: number;
  /** Standard functions seeded for the class. */
  standardFunctionCount: number;
  children: ProductClass[];
}

export const productClassInput = z.object({
  nameZh: lengthRange(1, 50),
  nameEn: lengthRange(1, 50),
  /** Null for a top-level class; classes have two levels. */
  parentId: z.string().trim().min(1).max(64).nullable().default(null),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type ProductClassInput = z.input<typeof productClassInput>;
export const productClassEditBody = z.intersection(z.object({ id: productIdSchema }), productClassInput);
export type ProductClassEditBody = z.input<typeof productClassEditBody>;
export const productClassIdBody = z.object({ id: productIdSchema });

// ── Hardware modules ─────────────────────────────────────────────────────────

export interface HardwareModule {
  id: string;
  name: string;
  model: string;
  chip: string;
  networkType: NetworkType;
  description: string;
  descriptionEn: string;
}

export const queryModulesQuery = z.object({ networkType: z.enum(NETWORK_TYPES).optional() });
export type QueryModulesQuery = z.input<typeof queryModulesQuery>;
export const selectModuleBody = z.object({ productId: productIdSchema, moduleId: productIdSchema });
export type SelectModuleBody = z.input<typeof selectModuleBody>;

// ── Products ─────────────────────────────────────────────────────────────────

export interface ProductItem {
  id: string;
  productKey: string;
  name: string;
  model: string;
  imageUrl: string;
  /** The product class (leaf) id and its names. */
  productType: string;
  productTypeName: string;
  productTypeNameEn: string;
  networkType: NetworkType;
  status: ProductStatus;
  isDemoProduct: boolean;
  functionCount: number;
  createdAt: number;
  updatedAt: number;
}

export interface ProductDetail extends ProductItem {
  /** The image's file name as uploaded. */
  image: string;
  scheme: DevelopmentScheme;
  powerConsumeType: PowerConsumeType;
  activeType: ActiveType;
  moduleId: string | null;
  moduleName: string | null;
  meshProductId: string | null;
  wifiFlag: boolean;
  /** Devices activated with this product's credentials: a product with any cannot be deleted. */
  activatedDeviceCount: number;
  /** When development was last completed; null while never. */
  publishedAt: number | null;
}

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
export const COPIED_ITEMS = ['standardFunctions', 'customFunctions', 'advancedFunctions', 'panel', 'firmware', 'networkGuide', 'manual', 'sceneSettings', 'timerSettings', 'rules'] as const;
export const NOT_COPIED_ITEMS = ['devices', 'credentials', 'testReport', 'testAccounts', 'appLinks', 'meshProductId', 'otaReleases'] as const;
export type CopiedItem = (typeof COPIED_ITEMS)[number];
export type NotCopiedItem = (typeof NOT_COPIED_ITEMS)[number];

export interface CopyScope {
  /** Items the source has now, which the copy will carry, with their counts. */
  copied: { item: CopiedItem; count: number }[];
  notCopied: NotCopiedItem[];
}

export const setMeshProductCodeBody = z.object({
  id: productIdSchema,
  meshProductId: z.string().trim().toUpperCase().regex(MESH_PRODUCT_ID_PATTERN, 'validation.productMeshProductId'),
});
export type SetMeshProductCodeBody = z.input<typeof setMeshProductCodeBody>;

// ── Development status ───────────────────────────────────────────────────────

/** What completeDevelopDetailed checks; `required` ones must pass before completeDevelop. */
export const DEVELOPMENT_CHECKS = ['functions', 'networkGuide', 'module', 'panel', 'manual', 'testReport'] as const;
export type DevelopmentCheckKey = (typeof DEVELOPMENT_CHECKS)[number];

export interface DevelopmentCheck {
  key: DevelopmentCheckKey;
  passed: boolean;
  required: boolean;
  /** The item's work has not landed yet (the panels): shown as coming, never blocking. */
  coming: boolean;
}

export interface DevelopmentChecks {
  productId: string;
  status: ProductStatus;
  checks: DevelopmentCheck[];
  canComplete: boolean;
}

/** The warnings the return-to-development confirmation shows (message keys `product.returnWarning.<key>`). */
export const RETURN_DEVELOP_WARNINGS = ['editable', 'devicesKeepModel', 'appsSeeChanges', 'completeAgain'] as const;

/** Return to development must be confirmed explicitly. */
export const returnDevelopBody = z.object({ id: productIdSchema, confirm: z.literal(true, { error: 'validation.productReturnConfirm' }) });
export type ReturnDevelopBody = z.input<typeof returnDevelopBody>;

// ── App links ────────────────────────────────────────────────────────────────

export interface BindableApp {
  id: string;
  name: string;
  appKey: string;
  bound: boolean;
}

export const productBindAppBody = z.object({ productId: productIdSchema, appIds: z.array(productIdSchema).max(100, 'validation.maxItems') });
export type ProductBindAppBody = z.input<typeof productBindAppBody>;

// ── Pairing guide (network info) ─────────────────────────────────────────────

export const PAIRING_MEDIA_TYPES = ['image', 'video'] as const;
export type PairingMediaType = (typeof PAIRING_MEDIA_TYPES)[number];

export const pairingImageUpload = { accept: 'png, gif, jpg', maxSizeMb: PAIRING_IMAGE_MAX_KB / 1024 } as const;
export const pairingVideoUpload = { accept: 'mp4', maxSizeMb: PAIRING_VIDEO_MAX_KB / 1024, maxDurationS: PAIRING_VIDEO_MAX_S } as const;
export const productImageUpload = { accept: 'jpg, bmp, png', maxSizeMb: PRODUCT_IMAGE_MAX_MB, ratio: PRODUCT_IMAGE_RATIO } as const;
export const manualUpload = { accept: 'pdf', maxSizeMb: MANUAL_MAX_MB } as const;
export const testReportUpload = { accept: 'xls, xlsx', maxSizeMb: TEST_REPORT_MAX_MB } as const;

export const pairingStepSchema = z.object({
  textZh: lengthRange(1, PAIRING_TEXT_MAX_LENGTH),
  textEn: lengthRange(1, PAIRING_TEXT_MAX_LENGTH),
  mediaType: z.enum(PAIRING_MEDIA_TYPES),
  /** An uploaded file's url, or one of the default guide's; the server re-checks uploads by their bytes. */
  mediaUrl: z.string().trim().min(1, 'validation.pairingMediaRequired').max(500),
});
export type PairingStep = z.infer<typeof pairingStepSchema>;

export const saveNetworkGuideBody = z.object({
  productId: productIdSchema,
  steps: z.array(pairingStepSchema).min(1, 'validation.minItems').max(PAIRING_STEPS_MAX, 'validation.pairingStepsLimit'),
});
export type SaveNetworkGuideBody = z.input<typeof saveNetworkGuideBody>;

export interface NetworkGuide {
  productId: string;
  steps: PairingStep[];
  /** Nothing saved yet: the steps are the default guide of the product's network type. */
  isDefault: boolean;
  updatedAt: number | null;
}

export const defaultNetworkGuideQuery = z.object({ networkType: z.enum(NETWORK_TYPES) });
export type DefaultNetworkGuideQuery = z.input<typeof defaultNetworkGuideQuery>;

// ── Product manual ───────────────────────────────────────────────────────────

export const MANUAL_LANGS = ['zh-CN', 'en-US'] as const;
export type ManualLang = (typeof MANUAL_LANGS)[number];

export interface ProductDoc {
  id: string;
  productId: string;
  lang: ManualLang;
  fileName: string;
  url: string;
  size: number;
  createdAt: number;
}

export const docAddBody = z.object({
  productId: productIdSchema,
  lang: z.enum(MANUAL_LANGS),
  /** An uploaded PDF's url (uploadOssFile with manualUpload); re-checked by its bytes. */
  url: z.string().trim().min(1, 'validation.required').max(500),
  fileName: z.string().trim().min(1).max(255),
});
export type DocAddBody = z.input<typeof docAddBody>;
export const docListBody = z.object({ productId: productIdSchema });
export type DocListBody = z.input<typeof docListBody>;

// ── Test service ─────────────────────────────────────────────────────────────

export const TEST_RESULTS = ['pass', 'fail'] as const;
export type TestResult = (typeof TEST_RESULTS)[number];

/** uploadTestReport is multipart: these fields plus one `file` (xls / xlsx ≤ 10M). */
export const uploadTestReportFields = z.object({ productId: productIdSchema, result: z.enum(TEST_RESULTS, { error: 'validation.testResultRequired' }) });
export type UploadTestReportFields = z.input<typeof uploadTestReportFields>;

export interface TestReport {
  productId: string;
  fileName: string;
  url: string;
  size: number;
  result: TestResult;
  uploadedAt: number;
}

/** An App test account: a phone, an e-mail or an account name. */
export const testAccountSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(50, 'validation.maxLength')
  .refine((v) => isChinaMobile(v) || isEmail(v) || /^[A-Za-z][A-Za-z0-9_]{2,49}$/.test(v), 'validation.testAccountRule');

export const testAccountAddBody = z.object({ productId: productIdSchema, account: testAccountSchema });
export type TestAccountAddBody = z.input<typeof testAccountAddBody>;
export const testAccountDeleteBody = z.object({ productId: productIdSchema, id: productIdSchema });
export type TestAccountDeleteBody = z.input<typeof testAccountDeleteBody>;

export interface TestAccount {
  id: string;
  account: string;
  createdAt: number;
}

export const TEST_ACCOUNT_LIMIT = TEST_ACCOUNTS_MAX;
