import { randomUUID } from 'node:crypto';
import { count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode, PRODUCT_KEY_LENGTH, translate } from '@iotc/shared';
import { FunctionKind } from '@iotc/shared/functions';
import { NOT_COPIED_ITEMS, productImageUpload, ProductStatus, WIFI_NETWORK_TYPES } from '@iotc/shared/products';
import type { Lang, PageResult } from '@iotc/shared';
import type { selectModuleBody } from '@iotc/shared/hardwareModules';
import type {
  CopyScope,
  DevelopmentCheck,
  DevelopmentChecks,
  NetworkType,
  productCopyBody,
  ProductDetail,
  productEditBody,
  ProductItem,
  productListQuery,
  productSaveBody,
  setMeshProductCodeBody,
} from '@iotc/shared/products';
import { epochSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { isUniqueViolation, type Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { containing, page } from '../../core/search.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { activatedCountColumn, activatedCountOf, deleteUnusedCredentials } from '../devices/service.ts';
import { rejection } from '../files/routes.ts';
import { checkStoredFile, UploadRejected } from '../files/service.ts';
import { addDefaultStandardFunctions, copyFunctions, functionCountColumn, functionCounts } from '../functions/service.ts';
import { hardwareModules } from '../hardwareModules/tables.ts';
import { moduleFor } from '../hardwareModules/service.ts';
import { copyManuals, manualCount } from '../manuals/service.ts';
import { copyNetworkGuide, hasNetworkGuide } from '../networkGuide/service.ts';
import { leafClass } from '../productClasses/service.ts';
import { productClasses } from '../productClasses/tables.ts';
import { copyRules, ruleCount } from '../productRules/service.ts';
import { hasTestReport } from '../testService/service.ts';
import { editableProduct, listTotals, productOf, productsChanged, type ProductRow } from './access.ts';
import { fieldError } from './fieldError.ts';
import { randomLowerAlnum } from './keys.ts';
import { products } from './tables.ts';

/** What the product calls need of the running app: the database, the clock, the real-time channel, the stored uploads. */
export type ProductCtx = Pick<AppContext, 'db' | 'clock' | 'realtime'> & { storage: Storage };

// ── Reading ──────────────────────────────────────────────────────────────────

const itemColumns = {
  id: products.id,
  productKey: products.productKey,
  name: products.name,
  model: products.model,
  imageUrl: products.imageUrl,
  productType: products.productType,
  productTypeName: productClasses.nameZh,
  productTypeNameEn: productClasses.nameEn,
  networkType: products.networkType,
  status: products.status,
  isDemoProduct: products.isDemoProduct,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

type ItemRow = Omit<ProductItem, 'status' | 'functionCount' | 'createdAt' | 'updatedAt'> & { status: number; createdAt: Date; updatedAt: Date };

function toItem(row: ItemRow, functionCount: number): ProductItem {
  return {
    ...row,
    status: row.status as ProductStatus,
    functionCount,
    createdAt: epochSeconds(row.createdAt),
    updatedAt: epochSeconds(row.updatedAt),
  };
}

/**
 * One page of the space's products, newest change first: search by name or key (trigram indexes), filter
 * by class (a top-level class takes in its sub-classes), network type and status. One query for the page
 * with each row's function count, and the total from the cache or a count beside it.
 */
export async function listProducts(db: Db, scope: TenantScope, query: z.output<typeof productListQuery>): Promise<PageResult<ProductItem>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.keyword) {
    const pattern = containing(query.keyword);
    conditions.push(or(ilike(products.name, pattern), ilike(products.productKey, pattern)));
  }
  if (query.productType) {
    const classIds = db
      .select({ id: productClasses.id })
      .from(productClasses)
      .where(or(eq(productClasses.id, query.productType), eq(productClasses.parentId, query.productType)));
    conditions.push(inArray(products.productType, classIds));
  }
  if (query.networkType) conditions.push(eq(products.networkType, query.networkType));
  if (query.status !== undefined) conditions.push(eq(products.status, query.status));
  const where = scope.where(products, ...conditions);

  const totals = listTotals(db);
  const totalKey = [scope.tenantId, query.keyword ?? '', query.productType ?? '', query.networkType ?? '', query.status ?? ''].join('|');
  const cachedTotal = totals.get(totalKey);
  const countAll = async () => {
    const n = (await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0;
    totals.set(totalKey, n);
    return n;
  };
  const [rows, total] = await Promise.all([
    db
      .select({ ...itemColumns, functionCount: functionCountColumn(products.id) })
      .from(products)
      .innerJoin(productClasses, eq(productClasses.id, products.productType))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    cachedTotal ?? countAll(),
  ]);
  return page(
    rows.map(({ functionCount, ...row }) => toItem(row, functionCount)),
    total,
    query,
  );
}

/** One product of the space with its class and module names, function and activated-device counts, in one query; 404 otherwise. */
export async function productDetail(db: Db, scope: TenantScope, id: string): Promise<ProductDetail> {
  const [row] = await db
    .select({
      ...itemColumns,
      image: products.image,
      scheme: products.scheme,
      powerConsumeType: products.powerConsumeType,
      activeType: products.activeType,
      moduleId: products.moduleId,
      moduleName: hardwareModules.name,
      meshProductId: products.meshProductId,
      wifiFlag: products.wifiFlag,
      publishedAt: products.publishedAt,
      functionCount: functionCountColumn(products.id),
      activatedDeviceCount: activatedCountColumn(products.id),
    })
    .from(products)
    .innerJoin(productClasses, eq(productClasses.id, products.productType))
    .leftJoin(hardwareModules, eq(hardwareModules.id, products.moduleId))
    .where(scope.where(products, eq(products.id, id)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  const { publishedAt, functionCount, activatedDeviceCount, ...item } = row;
  return {
    ...item,
    ...toItem(item, functionCount),
    activatedDeviceCount,
    publishedAt: publishedAt ? epochSeconds(publishedAt) : null,
  };
}

/** Products of a class in every space (a class in use cannot be deleted or given sub-classes). */
export async function productCountOfClass(db: Db, classId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.productType, classId));
  return row?.n ?? 0;
}

// ── Checks ───────────────────────────────────────────────────────────────────

/** The product image must be an upload of this space meeting 001 §5 (JPEG, bmp or PNG, ≤ 1M, 1:1), checked by its bytes. */
async function checkProductImage(ctx: ProductCtx, scope: TenantScope, url: string): Promise<void> {
  try {
    await checkStoredFile(ctx.storage, scope.tenantId, url, productImageUpload);
  } catch (error) {
    throw error instanceof UploadRejected ? rejection(error.problem) : error;
  }
}

const isWifi = (networkType: NetworkType) => WIFI_NETWORK_TYPES.includes(networkType);

/** A product key no product has: 16 random lower-case letters and digits. */
async function freeProductKey(db: Db): Promise<string> {
  for (;;) {
    const key = randomLowerAlnum(PRODUCT_KEY_LENGTH);
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.productKey, key));
    if (!taken) return key;
  }
}

/** Runs an insert of a new product key, trying again with another key when one was taken meanwhile. */
async function withFreeKey<T>(db: Db, insert: (key: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const key = await freeProductKey(db);
    try {
      return await insert(key);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The update of a product still in development; a product published meanwhile is refused like a published one. */
async function updateDeveloping(db: Db, scope: TenantScope, id: string, values: Omit<Partial<typeof products.$inferInsert>, 'id' | 'tenantId'>): Promise<void> {
  const updated = await db
    .update(products)
    .set(scope.set(values))
    .where(scope.where(products, eq(products.id, id), eq(products.status, ProductStatus.Developing)))
    .returning({ id: products.id });
  if (updated.length === 0) throw new AppError(ErrorCode.ProductPublished);
}

// ── Writing ──────────────────────────────────────────────────────────────────

/**
 * Creates a product in a leaf class (the wizard's last step): a new key, development status, and the
 * class's default standard functions, in one transaction.
 */
export async function createProduct(
  ctx: ProductCtx,
  scope: TenantScope,
  lang: Lang,
  userId: string,
  body: z.output<typeof productSaveBody>,
): Promise<ProductDetail> {
  const cls = await leafClass(ctx.db, body.productType);
  if (!cls) throw fieldError(lang, 'productType', 'validation.productClassLeaf');
  if (body.moduleId) await moduleFor(ctx.db, lang, body.moduleId, body.networkType);
  await checkProductImage(ctx, scope, body.imageUrl);

  const id = randomUUID();
  const now = ctx.clock.now();
  await withFreeKey(ctx.db, (productKey) =>
    ctx.db.transaction(async (tx) => {
      await tx.insert(products).values(
        scope.values({
          id,
          productKey,
          name: body.name,
          model: body.model,
          image: body.image,
          imageUrl: body.imageUrl,
          productType: cls.id,
          scheme: body.scheme,
          networkType: body.networkType,
          powerConsumeType: body.powerConsumeType,
          activeType: body.activeType,
          moduleId: body.moduleId,
          wifiFlag: isWifi(body.networkType),
          status: ProductStatus.Developing,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        }),
      );
      await addDefaultStandardFunctions(tx, scope, id, cls.id, lang, now);
    }),
  );
  await productsChanged(ctx, scope, [id]);
  return productDetail(ctx.db, scope, id);
}

/**
 * Basic config: the information fields. The key, class and scheme stay; a module of another network
 * type and a mesh id of a product no longer on mesh are dropped with the network type that made them.
 */
export async function editProduct(ctx: ProductCtx, scope: TenantScope, body: z.output<typeof productEditBody>): Promise<ProductDetail> {
  const row = await editableProduct(ctx.db, scope, body.id);
  const imageChanged = body.imageUrl !== row.imageUrl;
  if (imageChanged) await checkProductImage(ctx, scope, body.imageUrl);
  let { moduleId } = row;
  if (moduleId && body.networkType !== row.networkType) {
    const [chosen] = await ctx.db.select({ networkType: hardwareModules.networkType }).from(hardwareModules).where(eq(hardwareModules.id, moduleId));
    if (chosen?.networkType !== body.networkType) moduleId = null;
  }
  await updateDeveloping(ctx.db, scope, row.id, {
    name: body.name,
    model: body.model,
    image: body.image || (imageChanged ? '' : row.image),
    imageUrl: body.imageUrl,
    networkType: body.networkType,
    powerConsumeType: body.powerConsumeType,
    activeType: body.activeType,
    wifiFlag: isWifi(body.networkType),
    moduleId,
    meshProductId: body.networkType === 'ble_mesh' ? row.meshProductId : null,
  });
  await productsChanged(ctx, scope, [row.id]);
  return productDetail(ctx.db, scope, row.id);
}

/** Deletes a product and everything of it; refused (ProductHasDevices) while any of its credentials is activated. */
export async function deleteProduct(ctx: ProductCtx, scope: TenantScope, id: string): Promise<void> {
  await productOf(ctx.db, scope, id);
  await ctx.db.transaction(async (tx) => {
    const activated = await activatedCountOf(tx, scope, id);
    if (activated > 0) throw new AppError(ErrorCode.ProductHasDevices, { count: activated }, undefined, { count: activated });
    await deleteUnusedCredentials(tx, scope, id);
    // Functions, rules, pairing guide, manuals, test service rows and app links go by their foreign keys.
    await tx.delete(products).where(scope.where(products, eq(products.id, id)));
  });
  await productsChanged(ctx, scope, [id]);
}

/**
 * Copies a product: a new key, development status, the same class, scheme, network, module, image and
 * panel, with its functions, rules, pairing guide and manuals as they are now, in one transaction. Test
 * report and accounts, app links, credentials and the mesh id stay with the original.
 */
export async function copyProduct(ctx: ProductCtx, scope: TenantScope, userId: string, body: z.output<typeof productCopyBody>): Promise<ProductDetail> {
  const source = await productOf(ctx.db, scope, body.id);
  const id = randomUUID();
  const now = ctx.clock.now();
  await withFreeKey(ctx.db, (productKey) =>
    ctx.db.transaction(async (tx) => {
      await tx.insert(products).values(
        scope.values({
          id,
          productKey,
          name: body.name,
          model: source.model,
          image: source.image,
          imageUrl: source.imageUrl,
          productType: source.productType,
          scheme: source.scheme,
          networkType: source.networkType,
          powerConsumeType: source.powerConsumeType,
          activeType: source.activeType,
          moduleId: source.moduleId,
          wifiFlag: source.wifiFlag,
          status: ProductStatus.Developing,
          isDemoProduct: false,
          panelId: source.panelId,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        }),
      );
      await copyFunctions(tx, scope, source.id, id, now);
      await copyRules(tx, scope, source.id, id, now);
      await copyNetworkGuide(tx, scope, source.id, id, now);
      await copyManuals(tx, scope, source.id, id, now);
    }),
  );
  await productsChanged(ctx, scope, [id]);
  return productDetail(ctx.db, scope, id);
}

/** What a copy of the product would carry now, with counts (0 included), and what it cannot carry. */
export async function copyScope(db: Db, scope: TenantScope, id: string): Promise<CopyScope> {
  const row = await productOf(db, scope, id);
  const [counts, rules, guide, manuals] = await Promise.all([
    functionCounts(db, scope, id),
    ruleCount(db, scope, id),
    hasNetworkGuide(db, scope, id),
    manualCount(db, scope, id),
  ]);
  return {
    copied: [
      { item: 'standardFunctions', count: counts[FunctionKind.Standard] },
      { item: 'customFunctions', count: counts[FunctionKind.Custom] },
      { item: 'advancedFunctions', count: counts[FunctionKind.Advanced] },
      { item: 'panel', count: row.panelId ? 1 : 0 },
      // Firmware arrives with the firmware work; nothing to carry before it.
      { item: 'firmware', count: 0 },
      { item: 'networkGuide', count: guide ? 1 : 0 },
      { item: 'manual', count: manuals },
      { item: 'sceneSettings', count: counts.scene },
      { item: 'timerSettings', count: counts.timer },
      { item: 'rules', count: rules },
    ],
    notCopied: [...NOT_COPIED_ITEMS],
  };
}

// ── Development status ───────────────────────────────────────────────────────

async function checksOf(db: Db, scope: TenantScope, row: ProductRow): Promise<DevelopmentChecks> {
  const [counts, guide, manuals, report] = await Promise.all([
    functionCounts(db, scope, row.id),
    hasNetworkGuide(db, scope, row.id),
    manualCount(db, scope, row.id),
    hasTestReport(db, scope, row.id),
  ]);
  const functions = counts[FunctionKind.Standard] + counts[FunctionKind.Custom] + counts[FunctionKind.Advanced];
  const check = (key: DevelopmentCheck['key'], passed: boolean, required: boolean, coming = false): DevelopmentCheck => ({
    key,
    passed,
    required,
    coming,
  });
  const checks = [
    check('functions', functions > 0, true),
    check('networkGuide', guide, true),
    // A module is the product's base for zero-code and MCU schemes; SoC firmware may run on its own chip.
    check('module', row.moduleId !== null, row.scheme === 'zero_code' || row.scheme === 'mcu'),
    // Panels arrive with the panels work: shown as coming, never blocking.
    check('panel', row.panelId !== null, false, true),
    check('manual', manuals > 0, false),
    check('testReport', report, false),
  ];
  return {
    productId: row.id,
    status: row.status as ProductStatus,
    checks,
    canComplete: row.status === ProductStatus.Developing && checks.every((c) => c.passed || !c.required),
  };
}

/** What completing development checks, and whether the product passes (completeDevelopDetailed). */
export async function developmentChecks(db: Db, scope: TenantScope, id: string): Promise<DevelopmentChecks> {
  return checksOf(db, scope, await productOf(db, scope, id));
}

/** Completes development: refused (DevelopmentIncomplete, with the checks as data) while a required check fails. */
export async function completeDevelop(ctx: ProductCtx, scope: TenantScope, lang: Lang, id: string): Promise<ProductDetail> {
  const row = await editableProduct(ctx.db, scope, id);
  const checks = await checksOf(ctx.db, scope, row);
  const failing = checks.checks.filter((c) => c.required && !c.passed);
  if (failing.length > 0) {
    const items = failing.map((c) => translate(lang, `product.check.${c.key}`)).join(translate(lang, 'product.check.separator'));
    throw new AppError(ErrorCode.DevelopmentIncomplete, { items }, undefined, checks);
  }
  await updateDeveloping(ctx.db, scope, id, { status: ProductStatus.Published, publishedAt: ctx.clock.now() });
  await productsChanged(ctx, scope, [id]);
  return productDetail(ctx.db, scope, id);
}

/** Returns a published product to development (explicitly confirmed by the body's schema). */
export async function returnDevelop(ctx: ProductCtx, scope: TenantScope, id: string): Promise<ProductDetail> {
  await productOf(ctx.db, scope, id);
  const updated = await ctx.db
    .update(products)
    .set(scope.set({ status: ProductStatus.Developing }))
    .where(scope.where(products, eq(products.id, id), eq(products.status, ProductStatus.Published)))
    .returning({ id: products.id });
  if (updated.length === 0) throw new AppError(ErrorCode.ProductNotPublished);
  await productsChanged(ctx, scope, [id]);
  return productDetail(ctx.db, scope, id);
}

// ── Module and mesh id ───────────────────────────────────────────────────────

/** Chooses the product's module, of the product's network type. */
export async function selectModule(ctx: ProductCtx, scope: TenantScope, lang: Lang, body: z.output<typeof selectModuleBody>): Promise<ProductDetail> {
  const row = await editableProduct(ctx.db, scope, body.productId);
  await moduleFor(ctx.db, lang, body.moduleId, row.networkType);
  await updateDeveloping(ctx.db, scope, row.id, { moduleId: body.moduleId });
  await productsChanged(ctx, scope, [row.id]);
  return productDetail(ctx.db, scope, row.id);
}

/** The Bluetooth mesh product id, for mesh products only. */
export async function setMeshProductCode(
  ctx: ProductCtx,
  scope: TenantScope,
  lang: Lang,
  body: z.output<typeof setMeshProductCodeBody>,
): Promise<ProductDetail> {
  const row = await editableProduct(ctx.db, scope, body.id);
  if (row.networkType !== 'ble_mesh') throw fieldError(lang, 'meshProductId', 'validation.meshOnlyBleMesh');
  await updateDeveloping(ctx.db, scope, row.id, { meshProductId: body.meshProductId });
  await productsChanged(ctx, scope, [row.id]);
  return productDetail(ctx.db, scope, row.id);
}
