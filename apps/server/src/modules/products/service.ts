import { randomUUID } from 'node:crypto';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode, PRODUCT_KEY_LENGTH, translate } from '@iotc/shared';
import { NOT_COPIED_ITEMS, productImageUpload, ProductStatus, WIFI_NETWORK_TYPES } from '@iotc/shared/products';
import type { Lang, PageResult } from '@iotc/shared';
import type { selectModuleBody } from '@iotc/shared/hardwareModules';
import type {
  CopyScope,
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
import { keywordMatch, listPage, page } from '../../core/search.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { rejection } from '../files/routes.ts';
import { checkStoredFile, UploadRejected } from '../files/service.ts';
import { moduleById, moduleFor, moduleNameColumn } from '../hardwareModules/service.ts';
import { classNameColumns, classWithChildren, leafClass } from '../productClasses/service.ts';
import { listTotals, productOf, productsChanged, type ProductRow } from './access.ts';
import { fieldError } from '../../core/fieldError.ts';
import { randomLowerAlnum } from '../../core/keys.ts';
import { editPart, type ProductParts } from './parts.ts';
import { products } from './tables.ts';

/** What reading products needs: the database, and the parts whose counts every product shows. */
export type ProductReadCtx = { db: Db; productParts: ProductParts };
/** What the product calls need of the running app: the database, the clock, the real-time channel, the stored uploads, the parts. */
export type ProductCtx = Pick<AppContext, 'db' | 'clock' | 'realtime'> & { storage: Storage; productParts: ProductParts };

// ── Reading ──────────────────────────────────────────────────────────────────

const classNames = classNameColumns(products.productType);

const itemColumns = {
  id: products.id,
  productKey: products.productKey,
  name: products.name,
  model: products.model,
  imageUrl: products.imageUrl,
  productType: products.productType,
  productTypeName: classNames.nameZh,
  productTypeNameEn: classNames.nameEn,
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
export async function listProducts(ctx: ProductReadCtx, scope: TenantScope, query: z.output<typeof productListQuery>): Promise<PageResult<ProductItem>> {
  const { db } = ctx;
  const conditions: (SQL | undefined)[] = [];
  conditions.push(keywordMatch(query.keyword, products.name, products.productKey));
  if (query.productType) conditions.push(inArray(products.productType, await classWithChildren(db, query.productType)));
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
  const found = await listPage(
    query,
    db
      .select({ ...itemColumns, functionCount: ctx.productParts.count('functionCount', products.id) })
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .$dynamic(),
    cachedTotal ?? countAll(),
  );
  return page(
    found.list.map(({ functionCount, ...row }) => toItem(row, functionCount)),
    found.total,
    query,
  );
}

/** One product of the space with its class and module names, function and activated-device counts, in one query; 404 otherwise. */
export async function productDetail(ctx: ProductReadCtx, scope: TenantScope, id: string): Promise<ProductDetail> {
  const [row] = await ctx.db
    .select({
      ...itemColumns,
      image: products.image,
      scheme: products.scheme,
      powerConsumeType: products.powerConsumeType,
      activeType: products.activeType,
      moduleId: products.moduleId,
      moduleName: moduleNameColumn(products.moduleId),
      meshProductId: products.meshProductId,
      wifiFlag: products.wifiFlag,
      publishedAt: products.publishedAt,
      functionCount: ctx.productParts.count('functionCount', products.id),
      activatedDeviceCount: ctx.productParts.count('activatedDeviceCount', products.id),
    })
    .from(products)
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

/** What a new product is made of besides what every new product gets (id, key, space, development status, times). */
type NewProductFields = Omit<typeof products.$inferInsert, 'id' | 'tenantId' | 'productKey' | 'status' | 'createdAt' | 'updatedAt'>;

/**
 * Inserts a new product in development under a free key, with what its parts give it (`parts`) in the same
 * transaction, and tells the space's tabs; answers its id.
 */
async function insertNewProduct(
  ctx: ProductCtx,
  scope: TenantScope,
  fields: NewProductFields,
  parts: (tx: Db, id: string, now: Date) => Promise<void>,
): Promise<string> {
  const id = randomUUID();
  const now = ctx.clock.now();
  await withFreeKey(ctx.db, (productKey) =>
    ctx.db.transaction(async (tx) => {
      await tx.insert(products).values(scope.values({ id, productKey, ...fields, status: ProductStatus.Developing, createdAt: now, updatedAt: now }));
      await parts(tx, id, now);
    }),
  );
  await productsChanged(ctx, scope, [id]);
  return id;
}

/** The update of a product still in development, in the transaction of editPart that checked it. */
async function updateDeveloping(tx: Db, scope: TenantScope, id: string, values: Omit<Partial<typeof products.$inferInsert>, 'id' | 'tenantId'>): Promise<void> {
  await tx.update(products).set(scope.set(values)).where(scope.where(products, eq(products.id, id)));
}

// ── Writing ──────────────────────────────────────────────────────────────────

/**
 * Creates a product in a leaf class (the wizard's last step): a new key, development status, and what
 * its parts give a new product (the class's default standard functions), in one transaction.
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
  if (body.moduleId) await moduleFor(ctx.db, lang, body.moduleId, body);
  await checkProductImage(ctx, scope, body.imageUrl);

  const id = await insertNewProduct(
    ctx,
    scope,
    {
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
      createdBy: userId,
    },
    (tx, newId, now) => ctx.productParts.create(tx, scope, { id: newId, productType: cls.id }, lang, now),
  );
  return productDetail(ctx, scope, id);
}

/**
 * Basic config: the information fields. The key, class and scheme stay; a module of another network
 * type and a mesh id of a product no longer on mesh are dropped with the network type that made them.
 */
export async function editProduct(ctx: ProductCtx, scope: TenantScope, body: z.output<typeof productEditBody>): Promise<ProductDetail> {
  await editPart(ctx, scope, body.id, {
    check: async (row) => {
      if (body.imageUrl !== row.imageUrl) await checkProductImage(ctx, scope, body.imageUrl);
    },
    write: async (tx, row) => {
      let { moduleId } = row;
      if (moduleId && body.networkType !== row.networkType && (await moduleById(tx, moduleId))?.networkType !== body.networkType) moduleId = null;
      await updateDeveloping(tx, scope, row.id, {
        name: body.name,
        model: body.model,
        image: body.image || (body.imageUrl !== row.imageUrl ? '' : row.image),
        imageUrl: body.imageUrl,
        networkType: body.networkType,
        powerConsumeType: body.powerConsumeType,
        activeType: body.activeType,
        wifiFlag: isWifi(body.networkType),
        moduleId,
        meshProductId: body.networkType === 'ble_mesh' ? row.meshProductId : null,
      });
    },
  });
  return productDetail(ctx, scope, body.id);
}

/** Deletes a product and everything of it; its parts may refuse (ProductHasDevices while any of its credentials is activated). */
export async function deleteProduct(ctx: ProductCtx, scope: TenantScope, id: string): Promise<void> {
  await editPart(ctx, scope, id, {
    whilePublished: true,
    write: async (tx) => {
      await ctx.productParts.remove(tx, scope, id);
      // The rest of its parts (functions, rules, pairing guide, manuals, test service rows, app links) go by their foreign keys.
      await tx.delete(products).where(scope.where(products, eq(products.id, id)));
    },
  });
}

/**
 * Copies a product: a new key, development status, the same class, scheme, network, module and image,
 * with what its parts copy (functions, rules, pairing guide, manuals, firmware, panels) as they are now, in one
 * transaction. Test report and accounts, app links, credentials and the mesh id stay with the original.
 */
export async function copyProduct(ctx: ProductCtx, scope: TenantScope, userId: string, body: z.output<typeof productCopyBody>): Promise<ProductDetail> {
  const source = await productOf(ctx.db, scope, body.id);
  const id = await insertNewProduct(
    ctx,
    scope,
    {
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
      isDemoProduct: false,
      createdBy: userId,
    },
    (tx, newId, now) => ctx.productParts.copy(tx, scope, source.id, newId, now),
  );
  return productDetail(ctx, scope, id);
}

/** What a copy of the product would carry now, with counts (0 included), and what it cannot carry. */
export async function copyScope(ctx: ProductReadCtx, scope: TenantScope, id: string): Promise<CopyScope> {
  const row = await productOf(ctx.db, scope, id);
  return { copied: await ctx.productParts.copied(ctx.db, scope, row.id), notCopied: [...NOT_COPIED_ITEMS] };
}

// ── Development status ───────────────────────────────────────────────────────

async function checksOf(parts: ProductParts, db: Db, scope: TenantScope, row: ProductRow): Promise<DevelopmentChecks> {
  const checks = await parts.checks(db, scope, row, [
    // A module is the product's base for zero-code and MCU schemes; SoC firmware may run on its own chip.
    { key: 'module', passed: row.moduleId !== null, required: row.scheme === 'zero_code' || row.scheme === 'mcu', coming: false },
  ]);
  return {
    productId: row.id,
    status: row.status as ProductStatus,
    checks,
    canComplete: row.status === ProductStatus.Developing && checks.every((c) => c.passed || !c.required),
  };
}

/** What completing development checks, and whether the product passes (completeDevelopDetailed). */
export async function developmentChecks(ctx: ProductReadCtx, scope: TenantScope, id: string): Promise<DevelopmentChecks> {
  return checksOf(ctx.productParts, ctx.db, scope, await productOf(ctx.db, scope, id));
}

/**
 * Completes development: refused (DevelopmentIncomplete, with the checks as data) while a required check
 * fails. Checked in the transaction that holds the product, so no part changes between check and completion.
 */
export async function completeDevelop(ctx: ProductCtx, scope: TenantScope, lang: Lang, id: string): Promise<ProductDetail> {
  await editPart(ctx, scope, id, async (tx, row) => {
    const checks = await checksOf(ctx.productParts, tx, scope, row);
    const failing = checks.checks.filter((c) => c.required && !c.passed);
    if (failing.length > 0) {
      const items = failing.map((c) => translate(lang, `product.check.${c.key}`)).join(translate(lang, 'product.check.separator'));
      throw new AppError(ErrorCode.DevelopmentIncomplete, { items }, undefined, checks);
    }
    await updateDeveloping(tx, scope, id, { status: ProductStatus.Published, publishedAt: ctx.clock.now() });
  });
  return productDetail(ctx, scope, id);
}

/** Returns a published product to development (explicitly confirmed by the body's schema). */
export async function returnDevelop(ctx: ProductCtx, scope: TenantScope, id: string): Promise<ProductDetail> {
  await editPart(ctx, scope, id, {
    whilePublished: true,
    write: async (tx, row) => {
      if (row.status !== ProductStatus.Published) throw new AppError(ErrorCode.ProductNotPublished);
      await tx.update(products).set(scope.set({ status: ProductStatus.Developing })).where(scope.where(products, eq(products.id, id)));
    },
  });
  return productDetail(ctx, scope, id);
}

// ── Module and mesh id ───────────────────────────────────────────────────────

/** Chooses the product's module, of the product's network type and scheme. */
export async function selectModule(ctx: ProductCtx, scope: TenantScope, lang: Lang, body: z.output<typeof selectModuleBody>): Promise<ProductDetail> {
  await editPart(ctx, scope, body.productId, async (tx, row) => {
    await moduleFor(tx, lang, body.moduleId, row);
    await updateDeveloping(tx, scope, row.id, { moduleId: body.moduleId });
  });
  return productDetail(ctx, scope, body.productId);
}

/** The Bluetooth mesh product id, for mesh products only. */
export async function setMeshProductCode(
  ctx: ProductCtx,
  scope: TenantScope,
  lang: Lang,
  body: z.output<typeof setMeshProductCodeBody>,
): Promise<ProductDetail> {
  await editPart(ctx, scope, body.id, async (tx, row) => {
    if (row.networkType !== 'ble_mesh') throw fieldError(lang, 'meshProductId', 'validation.meshOnlyBleMesh');
    await updateDeveloping(tx, scope, row.id, { meshProductId: body.meshProductId });
  });
  return productDetail(ctx, scope, body.id);
}
