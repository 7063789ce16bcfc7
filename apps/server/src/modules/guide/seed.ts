import { addFuncBody, type AddFuncBody } from '@iotc/shared/functions';
import type { Db } from '../../core/db.ts';
import { Realtime } from '../../core/realtime.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { addDefaultStandardFunctions, addFunc } from '../functions/service.ts';
import { DEMO_PRODUCT_CLASS, seedDemoProducts } from '../products/seed.ts';

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

/** The demo product with its class's default standard functions and two custom ones in a demo space, once (the demo data, the tour). */
export async function seedDemoProduct(db: Db, tenantId: string, userId: string, now: Date): Promise<void> {
  const scope = scopeOf(tenantId);
  const id = await db.transaction(async (tx) => {
    const made = await seedDemoProducts(tx, tenantId, userId, now);
    if (made) await addDefaultStandardFunctions(tx, scope, made, DEMO_PRODUCT_CLASS, 'zh-CN', now);
    return made;
  });
  if (!id) return;
  // Through the functions service, with its checks; nobody listens yet, so the staleness message goes nowhere.
  const body = addFuncBody.parse({ productId: id, functions: DEMO_CUSTOM_FUNCTIONS });
  await addFunc({ db, clock: { now: () => now }, realtime: new Realtime() }, scope, body, 'zh-CN');
}
