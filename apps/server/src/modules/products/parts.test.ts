import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import { ProductStatus } from '@iotc/shared/products';
import type { TokenPair } from '@iotc/shared/auth';
import { createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { insertTestProduct, setProductStatus } from '../../../test/products.ts';
import { scopeOf, type TenantScope } from '../../core/tenancy.ts';
import { editPart, ProductParts, type PartEdit, type ProductPart } from './parts.ts';
import { completeDevelop, copyProduct, copyScope, deleteProduct, developmentChecks, type ProductCtx } from './service.ts';
import { products } from './tables.ts';

/** A part registered by this test alone: a number per product, kept in memory. */
const values = new Map<string, number>();

const fakePart: ProductPart = {
  name: 'fake',
  copy: async (_tx, _scope, fromProductId, toProductId) => {
    const value = values.get(fromProductId);
    if (value !== undefined) values.set(toProductId, value);
  },
  copied: async (_db, _scope, productId) => [{ item: 'rules', count: values.get(productId) ?? 0 }],
  checks: async (_db, _scope, product) => [{ key: 'networkGuide', passed: (values.get(product.id) ?? 0) > 0, required: true, coming: false }],
  remove: async (_tx, _scope, productId) => {
    values.delete(productId);
  },
};

let t: TestApp;
let demo: TokenPair;
let ctx: ProductCtx;
let scope: TenantScope;
/** What the fake part's writes wrote. */
let writes: number[] = [];

/** The fake part's write, through the contract. */
const setValue = (productId: string, value: number, edit: Omit<PartEdit<void, void>, 'write'> = {}) =>
  editPart(ctx, scope, productId, {
    ...edit,
    write: async () => {
      writes.push(value);
      values.set(productId, value);
    },
  });

const newProduct = () => insertTestProduct(t.db, demo.tenantId, { moduleId: 'wb3s' });

beforeAll(async () => {
  ({ t, demo } = await createDemoApp('demo'));
  ctx = { db: t.app.db, clock: t.app.clock, realtime: t.app.realtime, storage: t.app.storage, productParts: new ProductParts([fakePart]) };
  scope = scopeOf(demo.tenantId);
});
afterAll(() => t.close());

describe('a part registered through the product contract', () => {
  it('is copied with its product, and counted in what a copy carries', async () => {
    const source = await newProduct();
    await setValue(source, 3);
    expect((await copyScope(ctx, scope, source)).copied).toEqual([
      // Firmware and panels are parts too (firmwarePart, panelsPart), not registered here.
      { item: 'rules', count: 3 },
    ]);
    const copy = await copyProduct(ctx, scope, 'someone', { id: source, name: 'Copy' });
    expect(values.get(copy.id)).toBe(3);
  });

  it('is checked before development completes', async () => {
    const id = await newProduct();
    expect((await developmentChecks(ctx, scope, id)).checks).toContainEqual({ key: 'networkGuide', passed: false, required: true, coming: false });
    await expect(completeDevelop(ctx, scope, 'en-US', id)).rejects.toMatchObject({ code: ErrorCode.DevelopmentIncomplete });
    await setValue(id, 1);
    expect(await completeDevelop(ctx, scope, 'en-US', id)).toMatchObject({ status: ProductStatus.Published });
  });

  it('is cleaned up when its product is deleted', async () => {
    const id = await newProduct();
    await setValue(id, 2);
    await deleteProduct(ctx, scope, id);
    expect(values.has(id)).toBe(false);
  });

  it('writes while its product is in development, and announces the change after it', async () => {
    const id = await newProduct();
    const updatedAt = async () => (await t.db.select({ at: products.updatedAt }).from(products).where(eq(products.id, id)))[0]!.at;
    const before = await updatedAt();
    writes = [];
    t.clock.advance(5);
    await setValue(id, 4);
    expect(writes).toEqual([4]);
    expect((await updatedAt()).getTime()).toBeGreaterThan(before.getTime());
    expect((await developmentChecks(ctx, scope, id)).checks).toContainEqual({ key: 'networkGuide', passed: true, required: true, coming: false });
  });

  it('has its write refused inside the transaction when development completes meanwhile', async () => {
    const id = await newProduct();
    writes = [];
    // Another request completes development after the early check, while this one reads its files.
    const published = setValue(id, 5, { check: () => setProductStatus(t.db, id, ProductStatus.Published) });
    await expect(published).rejects.toMatchObject({ code: ErrorCode.ProductPublished });
    expect(writes).toEqual([]);
    expect(values.has(id)).toBe(false);
    // A write allowed while published still goes through.
    await setValue(id, 6, { whilePublished: true });
    expect(writes).toEqual([6]);
  });

  it('has its write refused before any work once development is complete', async () => {
    const id = await newProduct();
    await setProductStatus(t.db, id, ProductStatus.Published);
    writes = [];
    let checked = false;
    await expect(setValue(id, 7, { check: async () => void (checked = true) })).rejects.toMatchObject({ code: ErrorCode.ProductPublished });
    expect({ checked, writes }).toEqual({ checked: false, writes: [] });
  });
});
