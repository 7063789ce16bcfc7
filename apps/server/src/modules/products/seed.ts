import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PRODUCT_KEY_LENGTH } from '@iotc/shared';
import { ProductStatus } from '@iotc/shared/products';
import type { Db } from '../../core/db.ts';
import { scopeOf } from '../../core/tenancy.ts';
import { randomLowerAlnum } from '../../core/keys.ts';
import { products } from './tables.ts';

/** A static 800×800 PNG the web app serves (apps/web/public/demo): the seed has no file storage. */
export const DEMO_PRODUCT_IMAGE = { url: '/demo/smart-bulb.png', name: 'smart-bulb.png' };
/** A smart bulb. */
export const DEMO_PRODUCT_CLASS = 'lighting-bulb';

/**
 * The demo product (isDemoProduct) of a demo space, once: its id when made now, null when the space has one.
 * Its parts' demo data are the caller's (guide/seed.ts, which gives it its functions).
 */
export async function seedDemoProducts(db: Db, tenantId: string, userId: string, now: Date): Promise<string | null> {
  const scope = scopeOf(tenantId);
  const [existing] = await db.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.isDemoProduct, true)));
  if (existing) return null;
  const id = randomUUID();
  await db.insert(products).values(
    scope.values({
      id,
      productKey: randomLowerAlnum(PRODUCT_KEY_LENGTH),
      name: 'Smart Bulb Demo',
      model: 'SB-A19-RGBCW',
      image: DEMO_PRODUCT_IMAGE.name,
      imageUrl: DEMO_PRODUCT_IMAGE.url,
      productType: DEMO_PRODUCT_CLASS,
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
  return id;
}
