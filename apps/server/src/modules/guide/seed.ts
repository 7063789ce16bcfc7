import { addFuncBody, type AddFuncBody, type FunctionText } from '@iotc/shared/functions';
import type { Db } from '../../core/db.ts';
import { Realtime } from '../../core/realtime.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { addDefaultStandardFunctions, addFunc, type CatalogueTexts } from '../functions/service.ts';
import { seedDemoTexts } from '../productLanguages/seed.ts';
import { DEMO_PRODUCT_CLASS, seedDemoProducts } from '../products/seed.ts';

/** Two custom functions beside the class's standard ones, so the demo shows both kinds; stored in Chinese, read in either language. */
const DEMO_CUSTOM_FUNCTIONS: AddFuncBody['functions'] = [
  {
    dpId: 101,
    name: '呼吸灯效',
    identifier: 'breath_effect',
    rwFlag: 'rw',
    dataType: 'enum',
    enumValues: [
      { value: 'off', name: '关闭', description: '不呼吸' },
      { value: 'slow', name: '慢速呼吸', description: '缓慢明暗变化' },
      { value: 'fast', name: '快速呼吸', description: '快速明暗变化' },
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

const ENGLISH: Record<string, FunctionText> = {
  breath_effect: {
    name: 'BreathingEffect',
    description: 'How fast the light fades in and out',
    values: [
      { name: 'Off', description: 'No breathing' },
      { name: 'Slow', description: 'Slow fading' },
      { name: 'Fast', description: 'Fast fading' },
    ],
  },
  lit_hours: { name: 'LitHours', description: 'Hours the bulb has been lit in total', values: [] },
};

const chinese = (f: AddFuncBody['functions'][number]): FunctionText => ({
  name: f.name,
  description: f.description ?? '',
  values: f.dataType === 'enum' ? f.enumValues.map(({ name, description }) => ({ name, description })) : [],
});

/** The demo's custom functions in both languages: they read in the console's language until someone edits them. */
export const DEMO_FUNCTION_TEXTS: CatalogueTexts = new Map(DEMO_CUSTOM_FUNCTIONS.map((f) => [f.identifier, { 'zh-CN': chinese(f), 'en-US': ENGLISH[f.identifier]! }]));

/** The demo product with its class's default standard functions, two custom ones and its language texts in a demo space, once (the demo data, the tour). */
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
  await addFunc({ db, clock: { now: () => now }, realtime: new Realtime() }, scope, body, 'zh-CN', DEMO_FUNCTION_TEXTS);
  await seedDemoTexts(db, scope, id, now);
}
