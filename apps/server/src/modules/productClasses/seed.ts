import type { Db } from '../../core/db.ts';
import { ADVANCED_FUNCTIONS, PRODUCT_CLASS_TREE, leafClasses, templateId, type TemplateSeed } from './catalogue.ts';
import { functionTemplates, productClasses } from './tables.ts';

function templateRow(classId: string | null, kind: 1 | 3, t: TemplateSeed, sort: number): typeof functionTemplates.$inferInsert {
  return {
    id: templateId(classId, t.identifier),
    classId,
    kind,
    dpId: t.dpId,
    identifier: t.identifier,
    name: t.name,
    nameEn: t.nameEn,
    rwFlag: t.rwFlag,
    spec: t.spec,
    required: t.required,
    description: t.description,
    descriptionEn: t.descriptionEn,
    valuesEn: t.valuesEn,
    isDefault: t.isDefault,
    sort,
  };
}

/**
 * Inserts the reference product classes and their standard functions, and the advanced catalogue, when
 * missing. Existing rows are left alone: operators' edits of classes survive restarts (a deleted
 * reference class comes back, empty of products).
 */
export async function seedProductClasses(db: Db, now: Date = new Date()): Promise<void> {
  const classes: (typeof productClasses.$inferInsert)[] = [];
  PRODUCT_CLASS_TREE.forEach((top, i) => {
    classes.push({ id: top.id, parentId: null, nameZh: top.nameZh, nameEn: top.nameEn, sort: (i + 1) * 10, createdAt: now, updatedAt: now });
    (top.children ?? []).forEach((leaf, j) => {
      classes.push({ id: leaf.id, parentId: top.id, nameZh: leaf.nameZh, nameEn: leaf.nameEn, sort: (j + 1) * 10, createdAt: now, updatedAt: now });
    });
  });
  // Parents first: the tree order puts each top-level class before its children.
  await db.insert(productClasses).values(classes).onConflictDoNothing();

  const templates = leafClasses().flatMap(({ leaf }) => (leaf.functions ?? []).map((t, i) => templateRow(leaf.id, 1, t, i + 1)));
  templates.push(...ADVANCED_FUNCTIONS.map((t, i) => templateRow(null, 3, t, i + 1)));
  for (let i = 0; i < templates.length; i += 200) {
    await db.insert(functionTemplates).values(templates.slice(i, i + 200)).onConflictDoNothing();
  }
}
