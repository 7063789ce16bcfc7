import { randomUUID } from 'node:crypto';
import { languageKeys } from '@iotc/shared/productLanguages';
import type { Db } from '../../core/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { productTexts } from './tables.ts';

/**
 * The demo product's texts where its sources do not read well in one language: its name has no Chinese, and the
 * function names the catalogue had to write without spaces (the function-name rule) read as words in English. The
 * rest of the demo reads in both languages from its sources (the catalogue's texts of its functions).
 */
const DEMO_TEXTS: { key: string; zh: string; en: string }[] = [
  { key: languageKeys.productName, zh: '智能球泡灯演示', en: 'Smart Bulb Demo' },
  { key: languageKeys.functionName('temp_value'), zh: '冷暖值', en: 'Colour temperature' },
  { key: languageKeys.functionName('breath_effect'), zh: '呼吸灯效', en: 'Breathing effect' },
  { key: languageKeys.functionName('lit_hours'), zh: '累计点亮时长', en: 'Hours lit' },
];

/** Sets the demo product's texts, once it has its functions. */
export async function seedDemoTexts(tx: Db, scope: TenantScope, productId: string, now: Date): Promise<void> {
  await tx.insert(productTexts).values(DEMO_TEXTS.map((text) => scope.values({ id: randomUUID(), productId, ...text, createdAt: now, updatedAt: now })));
}
