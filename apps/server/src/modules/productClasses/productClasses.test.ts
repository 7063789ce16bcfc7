import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, issueMessages } from '@iotc/shared';
import { DP_ID_RANGE, functionInputSchema, FunctionKind, functionNameSchema } from '@iotc/shared/functions';
import { type ProductClass, productClassAdminPaths, productClassPaths } from '@iotc/shared/productClasses';
import { createDemoApp, type CallerAs, type TestApp } from '../../../test/helpers.ts';
import { products } from '../products/tables.ts';
import { ADVANCED_FUNCTIONS, PRODUCT_CLASS_TREE, leafClasses, type TemplateSeed } from './catalogue.ts';
import { seedProductClasses } from './seed.ts';
import { functionTemplates, productClasses } from './tables.ts';

/** The template as a developer would write it: what functionInputSchema checks. */
const asInput = (t: TemplateSeed) => ({ dpId: t.dpId, name: t.name, identifier: t.identifier, rwFlag: t.rwFlag, required: t.required, description: t.description, ...t.spec });

function problemsOf(t: TemplateSeed, kind: FunctionKind): string[] {
  const problems = issueMessages(functionInputSchema.safeParse(asInput(t))).map((m) => `${t.identifier}: ${m.path.join('.')} ${m.key}`);
  if (!functionNameSchema.safeParse(t.nameEn).success) problems.push(`${t.identifier}: nameEn "${t.nameEn}"`);
  if (t.descriptionEn.trim() === '' || t.description.trim() === '') problems.push(`${t.identifier}: description`);
  const { min, max } = DP_ID_RANGE[kind];
  if (t.dpId < min || t.dpId > max) problems.push(`${t.identifier}: dpId ${t.dpId} outside ${min}-${max}`);
  return problems;
}

function duplicates(values: (string | number)[]): (string | number)[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('the reference catalogue', () => {
  it('has two levels, stable ids and names in both languages', () => {
    expect(PRODUCT_CLASS_TREE.length).toBeGreaterThanOrEqual(6);
    const ids = PRODUCT_CLASS_TREE.flatMap((top) => [top.id, ...(top.children ?? []).map((c) => c.id)]);
    expect(duplicates(ids)).toEqual([]);
    for (const top of PRODUCT_CLASS_TREE) {
      expect(top.children?.length, top.id).toBeGreaterThan(0);
      for (const leaf of top.children ?? []) {
        expect(leaf.children, leaf.id).toBeUndefined();
        expect(leaf.id.startsWith(`${top.id}-`), leaf.id).toBe(true);
        expect(leaf.nameZh).toMatch(/[\u4e00-\u9fff]/);
        expect(leaf.nameEn).toMatch(/^[\x20-\x7e]+$/);
      }
    }
    expect(ids).toEqual(expect.arrayContaining(['lighting-bulb', 'electrical-socket', 'sensors-motion', 'security-lock', 'small-appliances-robot-vacuum']));
  });

  it('gives every leaf class valid standard functions (DP 1-100), some of them default', () => {
    const problems: string[] = [];
    for (const { leaf } of leafClasses()) {
      const functions = leaf.functions ?? [];
      expect(functions.length, leaf.id).toBeGreaterThan(0);
      expect(functions.some((f) => f.isDefault), leaf.id).toBe(true);
      for (const f of functions) problems.push(...problemsOf(f, FunctionKind.Standard).map((p) => `${leaf.id} ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('offers advanced functions (DP 200-255) that pass the same rules', () => {
    expect(ADVANCED_FUNCTIONS.length).toBeGreaterThanOrEqual(6);
    expect(ADVANCED_FUNCTIONS.flatMap((f) => problemsOf(f, FunctionKind.Advanced))).toEqual([]);
    expect(duplicates(ADVANCED_FUNCTIONS.map((f) => f.dpId))).toEqual([]);
  });

  it('keeps DP IDs and identifiers unique in each class, advanced ones included (a product may add them all)', () => {
    for (const { leaf } of leafClasses()) {
      const all = [...(leaf.functions ?? []), ...ADVANCED_FUNCTIONS];
      expect(duplicates(all.map((f) => f.dpId)), leaf.id).toEqual([]);
      expect(duplicates(all.map((f) => f.identifier.toLowerCase())), leaf.id).toEqual([]);
    }
  });
});

let t: TestApp;
let asAdmin: CallerAs;
let asDemo: CallerAs;

beforeAll(async () => ({ t, asAdmin, asDemo } = await createDemoApp('admin', 'demo')));
afterAll(() => t.close());

const tree = async (as: CallerAs = asDemo) => {
  const r = await as<ProductClass[]>('GET', productClassPaths.productTypes);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};
const classRows = () => t.db.select().from(productClasses).orderBy(productClasses.id);

describe('the seeded classes', () => {
  it('answers any logged-in user with the sorted two-level tree and standard-function counts', async () => {
    const roots = await tree();
    expect(roots.map((r) => r.id)).toEqual(PRODUCT_CLASS_TREE.map((c) => c.id));
    const lighting = roots[0]!;
    expect(lighting).toMatchObject({ nameZh: '照明', nameEn: 'Lighting', parentId: null, standardFunctionCount: 0 });
    expect(lighting.children.map((c) => c.id)).toEqual(PRODUCT_CLASS_TREE[0]!.children!.map((c) => c.id));
    for (const { leaf } of leafClasses()) {
      const found = roots.flatMap((r) => r.children).find((c) => c.id === leaf.id);
      expect(found?.standardFunctionCount, leaf.id).toBe(leaf.functions!.length);
      expect(found?.defaultFunctionCount, leaf.id).toBe(leaf.functions!.filter((f) => f.isDefault).length);
      expect(found?.children).toEqual([]);
    }
    const unauthenticated = await t.app.inject({ method: 'GET', url: `/api${productClassPaths.productTypes}` });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('stores the advanced catalogue without a class', async () => {
    const rows = await t.db.select().from(functionTemplates).where(eq(functionTemplates.kind, FunctionKind.Advanced));
    expect(rows.map((r) => r.identifier).sort()).toEqual(ADVANCED_FUNCTIONS.map((f) => f.identifier).sort());
    expect(rows.every((r) => r.classId === null && r.descriptionEn !== '')).toBe(true);
  });

  it('inserts only missing rows again, keeping what operators changed', async () => {
    await t.db.update(productClasses).set({ nameEn: 'Lights' }).where(eq(productClasses.id, 'lighting'));
    await t.db.delete(functionTemplates).where(eq(functionTemplates.id, 'lighting-bulb:scene_data'));
    const before = await t.db.select().from(functionTemplates);
    await seedProductClasses(t.db);
    const after = await t.db.select().from(functionTemplates);
    expect(after.length).toBe(before.length + 1);
    expect((await tree()).find((c) => c.id === 'lighting')?.nameEn).toBe('Lights');
    await t.db.update(productClasses).set({ nameEn: 'Lighting' }).where(eq(productClasses.id, 'lighting'));
  });
});

describe('class administration (operators)', () => {
  it('is refused to users without the product-class permissions, changing nothing', async () => {
    const before = await classRows();
    expect((await asDemo('GET', productClassAdminPaths.list)).status).toBe(403);
    expect((await asDemo('POST', productClassAdminPaths.save, { body: { nameZh: '新品类', nameEn: 'New' } })).status).toBe(403);
    expect((await asDemo('POST', productClassAdminPaths.edit, { body: { id: 'lighting', nameZh: '改', nameEn: 'Changed' } })).status).toBe(403);
    expect((await asDemo('POST', productClassAdminPaths.delete, { body: { id: 'home-control' } })).status).toBe(403);
    expect(await classRows()).toEqual(before);
  });

  it('adds a top-level class and a sub-class under it, both visible in the tree', async () => {
    const top = await asAdmin<ProductClass>('POST', productClassAdminPaths.save, { body: { nameZh: '户外', nameEn: 'Outdoor', sort: 900 } });
    expect(top.body.code, JSON.stringify(top.body)).toBe(0);
    expect(top.body.data).toMatchObject({ parentId: null, nameEn: 'Outdoor', standardFunctionCount: 0, children: [] });
    const child = await asAdmin<ProductClass>('POST', productClassAdminPaths.save, { body: { nameZh: '灌溉控制器', nameEn: 'Irrigation', parentId: top.body.data.id } });
    expect(child.body.data.parentId).toBe(top.body.data.id);
    const listed = await asAdmin<ProductClass[]>('GET', productClassAdminPaths.list);
    expect(listed.body.data.at(-1)).toMatchObject({ id: top.body.data.id, children: [{ id: child.body.data.id, nameZh: '灌溉控制器' }] });
    expect((await tree()).at(-1)?.children[0]?.nameEn).toBe('Irrigation');
  });

  it('keeps two levels: a parent must be top-level, a class with children stays top-level', async () => {
    const before = await classRows();
    const third = await asAdmin('POST', productClassAdminPaths.save, { body: { nameZh: '三级', nameEn: 'Third', parentId: 'lighting-bulb' } });
    expect(third.status).toBe(422);
    expect(third.body.msg).toBe('Parent class: A parent class must be a top-level class');
    const unknown = await asAdmin('POST', productClassAdminPaths.save, { body: { nameZh: '无', nameEn: 'None', parentId: 'no-such-class' } });
    expect(unknown.status).toBe(422);
    const move = await asAdmin('POST', productClassAdminPaths.edit, { body: { id: 'security', nameZh: '安防', nameEn: 'Security', parentId: 'lighting' } });
    expect(move.status).toBe(422);
    expect(move.body.msg).toContain('A class with sub-classes stays top-level');
    const self = await asAdmin('POST', productClassAdminPaths.edit, { body: { id: 'lighting-bulb', nameZh: '球泡灯', nameEn: 'Light bulb', parentId: 'lighting-bulb' } });
    expect(self.status).toBe(422);
    expect(await classRows()).toEqual(before);
  });

  it('renames, reorders and moves a leaf class', async () => {
    const r = await asAdmin<ProductClass>('POST', productClassAdminPaths.edit, {
      body: { id: 'home-control-curtain', nameZh: '窗帘', nameEn: 'Curtain', parentId: 'home-control', sort: 5 },
    });
    expect(r.body.data).toMatchObject({ nameZh: '窗帘', nameEn: 'Curtain', sort: 5, standardFunctionCount: 5 });
    const homeControl = (await tree()).find((c) => c.id === 'home-control')!;
    expect(homeControl.children[0]?.id).toBe('home-control-curtain');
    expect((await asAdmin('POST', productClassAdminPaths.edit, { body: { id: 'nope', nameZh: '无', nameEn: 'None' } })).status).toBe(404);
  });

  it('refuses to delete a class with sub-classes or products (409), and deletes an unused one with its functions', async () => {
    const before = await classRows();
    const withChildren = await asAdmin('POST', productClassAdminPaths.delete, { body: { id: 'lighting' } });
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.code).toBe(ErrorCode.ProductClassInUse);
    // The demo product is a light bulb.
    const [demoProduct] = await t.db.select().from(products).where(eq(products.productType, 'lighting-bulb'));
    expect(demoProduct).toBeDefined();
    const withProducts = await asAdmin('POST', productClassAdminPaths.delete, { body: { id: 'lighting-bulb' } });
    expect(withProducts.status).toBe(409);
    expect(await classRows()).toEqual(before);

    const gone = await asAdmin('POST', productClassAdminPaths.delete, { body: { id: 'security-doorbell' } });
    expect(gone.body.code, JSON.stringify(gone.body)).toBe(0);
    expect(await t.db.select().from(functionTemplates).where(eq(functionTemplates.classId, 'security-doorbell'))).toEqual([]);
    expect((await tree()).find((c) => c.id === 'security')?.children.map((c) => c.id)).not.toContain('security-doorbell');
    expect((await asAdmin('POST', productClassAdminPaths.delete, { body: { id: 'security-doorbell' } })).status).toBe(404);
  });

  it('adds no sub-class under a class that has products', async () => {
    // A top-level class with a product of its own (as an earlier version of the tree may have left).
    const top = await asAdmin<ProductClass>('POST', productClassAdminPaths.save, { body: { nameZh: '其他', nameEn: 'Other' } });
    await t.db.update(products).set({ productType: top.body.data.id }).where(eq(products.isDemoProduct, true));
    const refused = await asAdmin('POST', productClassAdminPaths.save, { body: { nameZh: '子类', nameEn: 'Child', parentId: top.body.data.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toContain('sub-classes cannot be added');
    await t.db.update(products).set({ productType: 'lighting-bulb' }).where(eq(products.isDemoProduct, true));
  });
});
