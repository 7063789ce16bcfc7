import { eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { ErrorCode } from '@iotc/shared';
import { COPIED_ITEMS, DEVELOPMENT_CHECKS, ProductStatus } from '@iotc/shared/products';
import type { Lang } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { CopyScope, DevelopmentCheck } from '@iotc/shared/products';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { productsChanged, type ProductRow } from './access.ts';
import { products } from './tables.ts';

/**
 * The contract between a product and its parts (functions, rules, pairing guide, manuals, test service,
 * credentials, app links, firmware, panels; next voice, languages). A part module exports its ProductPart,
 * app.ts lists them, and the products module reaches them only through this list: it never imports a part.
 * A part's writes go through editPart below.
 */

declare module 'fastify' {
  interface FastifyInstance {
    productParts: ProductParts;
  }
}

/** A count of a part shown on every product (list and detail), read in the product query itself. */
export type ProductCount = 'functionCount' | 'activatedDeviceCount';

export type CopiedCount = CopyScope['copied'][number];

export interface ProductPart {
  /** Unique among the parts (a second part of the same name is refused at start-up). */
  name: string;
  /** Fills the part of a new product (the class's default functions), in the create transaction. */
  create?(tx: Db, scope: TenantScope, product: { id: string; productType: string }, lang: Lang, now: Date): Promise<void>;
  /** Copies the part of one product to its new copy, in the copy transaction. */
  copy?(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void>;
  /** What a copy of the product would carry of this part now (copyScope). */
  copied?(db: Db, scope: TenantScope, productId: string): Promise<CopiedCount[]>;
  /** The part's checks for completing development (completeDevelopDetailed, completeDevelop). */
  checks?(db: Db, scope: TenantScope, product: ProductRow): Promise<DevelopmentCheck[]>;
  /** Before the product's row goes, in the delete transaction: refuse with an AppError, or remove what no foreign key cascades. */
  remove?(tx: Db, scope: TenantScope, productId: string): Promise<void>;
  /**
   * A part built on the product's functions refuses (AppError) a change of them that would break it; `after` is the whole
   * model after the change, `lang` the caller's language (for what the refusal names, e.g. a voice platform).
   */
  functionsChanging?(db: Db, scope: TenantScope, productId: string, after: readonly ProductFunction[], lang: Lang): Promise<void>;
  /** Its counts shown on every product, as columns of a query over products. */
  counts?: Partial<Record<ProductCount, (productId: AnyColumn) => SQL<number>>>;
}

/** The registered parts of a product, and what the products module asks of all of them at once. */
export class ProductParts {
  readonly parts: readonly ProductPart[];

  constructor(parts: readonly ProductPart[]) {
    const names = new Set<string>();
    for (const part of parts) {
      if (names.has(part.name)) throw new Error(`product part ${part.name} registered twice`);
      names.add(part.name);
    }
    this.parts = parts;
  }

  async create(tx: Db, scope: TenantScope, product: { id: string; productType: string }, lang: Lang, now: Date): Promise<void> {
    for (const part of this.parts) await part.create?.(tx, scope, product, lang, now);
  }

  async copy(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void> {
    for (const part of this.parts) await part.copy?.(tx, scope, fromProductId, toProductId, now);
  }

  /** What the parts copy, in the order of COPIED_ITEMS (the confirmation's order). */
  async copied(db: Db, scope: TenantScope, productId: string): Promise<CopiedCount[]> {
    const ofParts = await Promise.all(this.parts.map((part) => part.copied?.(db, scope, productId) ?? []));
    return ofParts.flat().sort((a, b) => COPIED_ITEMS.indexOf(a.item) - COPIED_ITEMS.indexOf(b.item));
  }

  /** With the product's own checks, in the order of DEVELOPMENT_CHECKS. */
  async checks(db: Db, scope: TenantScope, product: ProductRow, own: readonly DevelopmentCheck[]): Promise<DevelopmentCheck[]> {
    const ofParts = await Promise.all(this.parts.map((part) => part.checks?.(db, scope, product) ?? []));
    return [...own, ...ofParts.flat()].sort((a, b) => DEVELOPMENT_CHECKS.indexOf(a.key) - DEVELOPMENT_CHECKS.indexOf(b.key));
  }

  async remove(tx: Db, scope: TenantScope, productId: string): Promise<void> {
    for (const part of this.parts) await part.remove?.(tx, scope, productId);
  }

  async functionsChanging(db: Db, scope: TenantScope, productId: string, after: readonly ProductFunction[], lang: Lang): Promise<void> {
    for (const part of this.parts) await part.functionsChanging?.(db, scope, productId, after, lang);
  }

  /** The count as a column of a query over products; 0 while no part keeps it. */
  count(name: ProductCount, productId: AnyColumn): SQL<number> {
    const column = this.parts.find((part) => part.counts?.[name])?.counts?.[name];
    return column ? column(productId) : sql<number>`0`.mapWith(Number);
  }
}

/** What a write to a product needs of the running app. */
export type EditCtx = Pick<AppContext, 'db' | 'clock' | 'realtime'>;

export interface PartEdit<C, T> {
  /**
   * Work before the transaction (reading files, checks over other modules), once the product is known
   * to be editable, so that a refused product is answered before it; its result goes to `write`.
   */
  check?: (product: ProductRow) => Promise<C>;
  /** The write, in a transaction that has checked the product again and holds it until the write commits. */
  write: (tx: Db, product: ProductRow, checked: C) => Promise<T>;
  /** Allowed once development is complete (test report and accounts, app links, returning to development, deleting). */
  whilePublished?: boolean;
}

/** The product of the space, refused with ProductPublished (409) once development is complete unless `whilePublished`. */
async function guard(db: Db, scope: TenantScope, productId: string, whilePublished: boolean, lock: boolean): Promise<ProductRow> {
  const query = db.select().from(products).where(scope.where(products, eq(products.id, productId)));
  // Locked: completing development (which updates this row) waits for the write, or the write sees it completed.
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw new AppError(ErrorCode.NotFound);
  if (!whilePublished && row.status === ProductStatus.Published) throw new AppError(ErrorCode.ProductPublished);
  return row;
}

/**
 * A write to a product or one of its parts: the product must be of the caller's space and, unless
 * `whilePublished`, still in development, checked inside the write's transaction; once it commits,
 * the space's tabs are told the product changed (productsChanged).
 */
export async function editPart<T, C = undefined>(
  ctx: EditCtx,
  scope: TenantScope,
  productId: string,
  edit: PartEdit<C, T> | ((tx: Db, product: ProductRow) => Promise<T>),
): Promise<T> {
  const { check, write, whilePublished = false } = typeof edit === 'function' ? { write: edit, check: undefined } : edit;
  let checked = undefined as C;
  if (check) checked = await check(await guard(ctx.db, scope, productId, whilePublished, false));
  const result = await ctx.db.transaction(async (tx) => write(tx, await guard(tx, scope, productId, whilePublished, true), checked));
  await productsChanged(ctx, scope, [productId]);
  return result;
}
