import { ProductStatus } from '@iotc/shared/products';
import type { Lang } from '@iotc/shared';
import type { FunctionInput } from '@iotc/shared/functions';
import type { Db } from '../../core/db.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { functionTemplates, productClasses } from '../productClasses/tables.ts';
import { insertTestProduct, setProductStatus } from '../../../test/products.ts';
import { addDefaultStandardFunctions } from './service.ts';

/**
 * Test data of the functions and rules suites: a class of their own with its standard functions and
 * advanced templates (ids prefixed 'test-' so the reference seed never collides), and products
 * inserted as rows.
 */

export const TEST_CLASS = 'test-bulb';
export const OTHER_CLASS = 'test-plug';

type TemplateRow = typeof functionTemplates.$inferInsert;

const template = (row: Omit<TemplateRow, 'description' | 'required'> & Partial<TemplateRow>): TemplateRow => ({ description: '', required: false, ...row });

export const testTemplates: TemplateRow[] = [
  template({ id: 'test-switch', classId: TEST_CLASS, kind: 1, dpId: 1, identifier: 'switch_led', name: '开关', nameEn: 'Switch', rwFlag: 'rw', spec: { dataType: 'bool', defaultValue: null }, isDefault: true, sort: 1, required: true, description: '总开关', descriptionEn: 'Main switch' }),
  template({
    id: 'test-bright',
    classId: TEST_CLASS,
    kind: 1,
    dpId: 2,
    identifier: 'bright_value',
    name: '亮度',
    nameEn: 'Brightness',
    rwFlag: 'rw',
    spec: { dataType: 'value', min: 10, max: 1000, step: 1, multiple: 0, unit: '', defaultValue: null },
    isDefault: true,
    sort: 2,
  }),
  template({
    id: 'test-mode',
    classId: TEST_CLASS,
    kind: 1,
    dpId: 3,
    identifier: 'work_mode',
    name: '模式',
    nameEn: 'Mode',
    rwFlag: 'rw',
    spec: {
      dataType: 'enum',
      enumValues: [
        { value: 'white', name: '白光', description: 'White' },
        { value: 'colour', name: '彩光', description: 'Colour' },
      ],
      defaultValue: null,
    },
    isDefault: false,
    sort: 3,
  }),
  template({
    id: 'test-fault',
    classId: TEST_CLASS,
    kind: 1,
    dpId: 4,
    identifier: 'fault',
    name: '故障告警',
    nameEn: 'Fault',
    rwFlag: 'ro',
    spec: { dataType: 'fault', faultBits: [{ name: '过热', description: '' }, { name: '短路', description: '' }] },
    isDefault: false,
    sort: 4,
  }),
  template({ id: 'test-plug-switch', classId: OTHER_CLASS, kind: 1, dpId: 1, identifier: 'switch_1', name: '开关1', nameEn: 'Switch1', rwFlag: 'rw', spec: { dataType: 'bool', defaultValue: null }, isDefault: true }),
  template({
    id: 'test-countdown',
    classId: null,
    kind: 3,
    dpId: 250,
    identifier: 'test_countdown',
    name: '倒计时',
    nameEn: 'Countdown',
    rwFlag: 'rw',
    spec: { dataType: 'value', min: 0, max: 86400, step: 1, multiple: 0, unit: 's', defaultValue: 0 },
    isDefault: false,
  }),
];

/** The test classes and templates; call once per file after the app is built. */
export async function seedTestClasses(db: Db, now: Date): Promise<void> {
  await db
    .insert(productClasses)
    .values([
      { id: TEST_CLASS, parentId: null, nameZh: '测试灯', nameEn: 'Test bulb', sort: 900, createdAt: now, updatedAt: now },
      { id: OTHER_CLASS, parentId: null, nameZh: '测试插座', nameEn: 'Test plug', sort: 901, createdAt: now, updatedAt: now },
    ])
    .onConflictDoNothing();
  await db.insert(functionTemplates).values(testTemplates).onConflictDoNothing();
}

/** A developing product of the test class in the space, with the class's default functions. */
export async function insertProduct(db: Db, tenantId: string, now: Date, options: { lang?: Lang; classId?: string } = {}): Promise<string> {
  const classId = options.classId ?? TEST_CLASS;
  return db.transaction(async (tx) => {
    const id = await insertTestProduct(tx, tenantId, { productType: classId, createdAt: now, updatedAt: now });
    await addDefaultStandardFunctions(tx, scopeOf(tenantId), id, classId, options.lang ?? 'zh-CN', now);
    return id;
  });
}

export async function publish(db: Db, productId: string): Promise<void> {
  await setProductStatus(db, productId, ProductStatus.Published);
}

/** Custom functions of every type, for add calls (DP IDs from 101). */
export const customFunctions = {
  power: { dpId: 101, name: '功率', identifier: 'power', rwFlag: 'ro', dataType: 'value', min: 0, max: 5000, step: 1, multiple: 1, unit: 'W' },
  scene: {
    dpId: 102,
    name: '场景',
    identifier: 'scene',
    rwFlag: 'rw',
    dataType: 'enum',
    enumValues: [
      { value: 'read', name: '阅读', description: 'Reading' },
      { value: 'night', name: '夜灯', description: 'Night light' },
    ],
  },
  label: { dpId: 103, name: '标签', identifier: 'label', rwFlag: 'wo', dataType: 'string', maxLength: 32 },
  child: { dpId: 104, name: '童锁', identifier: 'child_lock', rwFlag: 'rw', dataType: 'bool' },
} satisfies Record<string, FunctionInput>;
