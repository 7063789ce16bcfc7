import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '@iotc/shared';
import { ProductStatus } from '@iotc/shared/products';
import { filesPaths, type UploadResult } from '@iotc/shared/files';
import type { Db } from '../src/core/db.ts';
import { multipartBody, type FormPart } from '../src/modules/files/testUpload.ts';
import { productClasses } from '../src/modules/productClasses/tables.ts';
import { products } from '../src/modules/products/tables.ts';

/**
 * Products for the tests of the product modules (functions, rules, pairing guide, manuals, test service, ...), written
 * straight into the table so those tests do not depend on the create wizard's call.
 */

const TEST_CLASS_ID = 'test-class-lighting';

type ProductRow = typeof products.$inferInsert;

export async function insertTestProduct(db: Db, tenantId: string, overrides: Partial<ProductRow> = {}): Promise<string> {
  const now = new Date();
  await db
    .insert(productClasses)
    .values({ id: TEST_CLASS_ID, parentId: null, nameZh: '测试照明', nameEn: 'Test lighting', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const id = overrides.id ?? randomUUID();
  await db.insert(products).values({
    id,
    tenantId,
    productKey: randomBytes(8).toString('hex'),
    name: 'Smart bulb',
    model: 'SB-100',
    imageUrl: '/api/files/none.png',
    productType: TEST_CLASS_ID,
    scheme: 'zero_code',
    networkType: 'wifi',
    powerConsumeType: 'mains',
    activeType: 'app_pairing',
    wifiFlag: true,
    status: ProductStatus.Developing,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
  return id;
}

export async function setProductStatus(db: Db, productId: string, status: ProductStatus): Promise<void> {
  await db.update(products).set({ status }).where(eq(products.id, productId));
}

export interface TestFile {
  name: string;
  contentType: string;
  data: Buffer;
}

/** Uploads through the real uploadOssFile call (no checks unless given) and returns what it answers. */
export async function uploadFile(app: FastifyInstance, token: string, file: TestFile, fields: Record<string, string> = {}): Promise<UploadResult> {
  const parts: FormPart[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: file.name, contentType: file.contentType, data: file.data },
  ];
  const { payload, headers } = multipartBody(parts);
  const response = await app.inject({ method: 'POST', url: `/api${filesPaths.upload}`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  const body = response.json<ApiEnvelope<UploadResult>>();
  if (body.code !== 0) throw new Error(`upload failed: ${response.body}`);
  return body.data;
}

