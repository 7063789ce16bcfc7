import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PRODUCT_KEY_LENGTH } from '@iotc/shared';
import { addFuncBody, type AddFuncBody } from '@iotc/shared/functions';
import { ProductStatus } from '@iotc/shared/products';
import type { Db } from '../../core/db.ts';
import { Realtime } from '../../core/realtime.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { addDefaultStandardFunctions, addFunc } from '../functions/service.ts';
import { randomLowerAlnum } from './keys.ts';
import { products } from './tables.ts';

/** A static 800×800 PNG the web app serves (apps/web/public/demo): the seed has no file storage. */
export const DEMO_PRODUCT_IMAGE = { url: '/demo/smart-bulb.png', name: 'smart-bulb.png' };

/** Two custom functions beside the class's standard ones, so the demo shows both kinds. */
const DEMO_CUSTOM_FUNCTIONS: AddFuncBody['functions'] = [
  {
    dpId: 101,
    name: '呼吸灯效',
    identifier: 'breath_effect',
    rwFlag: 'rw',
    dataType: 'enum',
    enumValues: [
      { value: 'off', name: '关闭', description: 'No effect' },
      { value: 'slow', name: '慢速呼吸', description: 'Slow breathing' },
      { value: 'fast', name: '快速呼吸', description: 'Fast breathing' },
    ],
    defaultValue: 'off',
    description: '灯光明暗循环变化的速度',
  },
  {
    dpId: 102,
    name: '累计点亮时长',
    identifier: 'lit_hours',
    rwFlag: 'ro',
    dataType: 'value',
    min: 0,
    max: 100000,
    step: 1,
    multiple: 0,
    unit: 'h',
    description: '灯泡累计点亮的小时数',
  },
];

/** The demo product (isDemoProduct) with its default standard functions and two custom ones in a demo space, once. */
export async function seedDemoProducts(db: Db, tenantId: string, userId: string, now: Date): Promise<void> {
  const scope = scopeOf(tenantId);
  const [existing] = await db.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.isDemoProduct, true)));
  if (existing) return;
  const id = randomUUID();
  const classId = 'lighting-bulb';
  await db.transaction(async (tx) => {
    await tx.insert(products).values(
      scope.values({
        id,
        productKey: randomLowerAlnum(PRODUCT_KEY_LENGTH),
        name: 'Smart Bulb Demo',
        model: 'SB-A19-RGBCW',
        image: DEMO_PRODUCT_IMAGE.name,
        imageUrl: DEMO_PRODUCT_IMAGE.url,
        productType: classId,
        scheme: 'zero_code',
        networkType: 'wifi_ble',
        powerConsumeType: 'mains',
        activeType: 'app_pairing',
        moduleId: 'wb3s',
        wifiFlag: true,
        status: ProductStatus.Developing,
        isDemoProduct: true,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      }),
    );
    await addDefaultStandardFunctions(tx, scope, id, classId, 'zh-CN', now);
  });
  // Through the functions service, with its checks; nobody listens yet, so the staleness message goes nowhere.
  const body = addFuncBody.parse({ productId: id, functions: DEMO_CUSTOM_FUNCTIONS });
  await addFunc({ db, clock: { now: () => now }, realtime: new Realtime() }, scope, body, 'zh-CN');
}
