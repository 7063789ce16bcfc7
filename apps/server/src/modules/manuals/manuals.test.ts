import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp, expectRefusedUnchanged } from '../../../test/helpers.ts';
import { manualPaths, type ProductDoc } from '@iotc/shared/manuals';
import { ProductStatus } from '@iotc/shared/products';
import { scopeOf } from '../../core/tenancy.ts';
import { makePdf, makePng, makeXlsx } from '../files/testUpload.ts';
import { insertTestProduct, setProductStatus, uploadFile } from '../../../test/products.ts';
import { copyManuals, manualCount } from './service.ts';
import { productDocs } from './tables.ts';

const env = useDemoApp('demo', 'dev');

const pdf = (data = makePdf()) => ({ name: 'manual.pdf', contentType: 'application/pdf', data });
const uploadedPdf = async (data?: Buffer, token = env.demo.token) => (await uploadFile(env.t.app, token, pdf(data))).url;

const docs = (productId: string) => env.t.db.select().from(productDocs).where(eq(productDocs.productId, productId));

async function add(productId: string, lang: string, url: string, fileName = 'Manual.pdf') {
  return env.asDemo<ProductDoc>('POST', manualPaths.docAdd, { body: { productId, lang, url, fileName } });
}

/** Expects a refusal that leaves the product's manuals as they were. */
async function refusedAdd(productId: string, lang: string, url: string, status: number) {
  return (await expectRefusedUnchanged(() => docs(productId), () => add(productId, lang, url), status)).body;
}

describe('product manuals', () => {
  it('adds a PDF per language and lists them, Chinese first', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const empty = await env.asDemo<ProductDoc[]>('POST', manualPaths.docList, { body: { productId } });
    expect(empty.body.data).toEqual([]);

    const enUrl = await uploadedPdf();
    const en = await add(productId, 'en-US', enUrl, 'C:\\docs\\Smart bulb manual.pdf');
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({ productId, lang: 'en-US', url: enUrl, fileName: 'Smart bulb manual.pdf', size: makePdf().length });
    const zh = await add(productId, 'zh-CN', await uploadedPdf(), '智能灯泡说明书.pdf');
    expect(zh.status).toBe(200);

    const list = await env.asDemo<ProductDoc[]>('POST', manualPaths.docList, { body: { productId } });
    expect(list.body.data.map((d) => [d.lang, d.fileName])).toEqual([
      ['zh-CN', '智能灯泡说明书.pdf'],
      ['en-US', 'Smart bulb manual.pdf'],
    ]);
    expect(list.body.data[0]!.createdAt).toBe(Math.floor(env.t.clock.now().getTime() / 1000));
    expect(await manualCount(env.t.db, scopeOf(env.demo.tenantId), productId)).toBe(2);
    // The file is served as a PDF.
    const file = await env.t.app.inject({ method: 'GET', url: enUrl });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a second manual of one language (409), naming the language', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    expect((await add(productId, 'zh-CN', await uploadedPdf())).status).toBe(200);
    const body = await refusedAdd(productId, 'zh-CN', await uploadedPdf(), 409);
    expect(body).toMatchObject({ code: 32006, msg: 'A manual in Chinese already exists; delete it before uploading another' });
    const zh = await env.asDemo('POST', manualPaths.docAdd, { body: { productId, lang: 'zh-CN', url: await uploadedPdf(), fileName: 'a.pdf' }, lang: 'zh-CN' });
    expect(zh.body.msg).toBe('中文说明书已存在，请先删除再上传');
  });

  it('accepts PDF only, by the bytes, whatever the name says', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const image = (await uploadFile(env.t.app, env.demo.token, { name: 'manual.pdf', contentType: 'application/pdf', data: makePng(4, 4) })).url;
    expect((await refusedAdd(productId, 'en-US', image, 415)).msg).toBe('This file type is not allowed; allowed: pdf');
    const sheet = (await uploadFile(env.t.app, env.demo.token, { name: 'manual.pdf', contentType: 'application/pdf', data: await makeXlsx() })).url;
    await refusedAdd(productId, 'en-US', sheet, 415);
  });

  it('refuses a PDF over 10M', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const big = await uploadedPdf(Buffer.concat([makePdf(), Buffer.alloc(10 * 1024 * 1024)]));
    expect((await refusedAdd(productId, 'en-US', big, 413)).msg).toBe('The file is too large; upload one of at most 10 MB');
  });

  it("refuses a url that is not this space's upload, and bad bodies", async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    await refusedAdd(productId, 'en-US', await uploadedPdf(undefined, env.dev.token), 422);
    await refusedAdd(productId, 'en-US', 'https://example.com/manual.pdf', 422);
    await refusedAdd(productId, 'fr-FR', await uploadedPdf(), 422);
    await refusedAdd(productId, 'en-US', '', 422);
  });

  it('refuses adding and deleting while published (409), and deletes in development', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const doc = (await add(productId, 'en-US', await uploadedPdf())).body.data;
    await setProductStatus(env.t.db, productId, ProductStatus.Published);
    expect((await refusedAdd(productId, 'zh-CN', await uploadedPdf(), 409)).code).toBe(32001);
    const deleting = await env.asDemo('POST', manualPaths.docDelete(doc.id));
    expect(deleting.status).toBe(409);
    expect(await docs(productId)).toHaveLength(1);
    // Reading stays allowed.
    expect((await env.asDemo<ProductDoc[]>('POST', manualPaths.docList, { body: { productId } })).body.data).toHaveLength(1);

    await setProductStatus(env.t.db, productId, ProductStatus.Developing);
    expect((await env.asDemo('POST', manualPaths.docDelete(doc.id))).status).toBe(200);
    expect(await docs(productId)).toEqual([]);
    expect((await env.asDemo('POST', manualPaths.docDelete(doc.id))).status).toBe(404);
    // The language is free again.
    expect((await add(productId, 'en-US', await uploadedPdf())).status).toBe(200);
  });

  it("answers 404 for another space's product or manual", async () => {
    const productId = await insertTestProduct(env.t.db, env.dev.tenantId);
    const url = await uploadedPdf(undefined, env.dev.token);
    const [doc] = await env.t.db
      .insert(productDocs)
      .values({ id: 'dev-manual', tenantId: env.dev.tenantId, productId, lang: 'en-US', fileName: 'm.pdf', url, size: 100, createdAt: new Date() })
      .returning();
    expect((await env.asDemo('POST', manualPaths.docList, { body: { productId } })).status).toBe(404);
    await refusedAdd(productId, 'zh-CN', await uploadedPdf(), 404);
    expect((await env.asDemo('POST', manualPaths.docDelete(doc!.id))).status).toBe(404);
    expect(await docs(productId)).toHaveLength(1);
  });

  it('copies the manual rows, sharing the files', async () => {
    const scope = scopeOf(env.demo.tenantId);
    const from = await insertTestProduct(env.t.db, env.demo.tenantId);
    const to = await insertTestProduct(env.t.db, env.demo.tenantId);
    await add(from, 'zh-CN', await uploadedPdf());
    await add(from, 'en-US', await uploadedPdf());
    await env.t.db.transaction((tx) => copyManuals(tx, scope, from, to, env.t.clock.now()));
    const [source, copy] = [await docs(from), await docs(to)];
    expect(copy.map((d) => [d.lang, d.url, d.size]).sort()).toEqual(source.map((d) => [d.lang, d.url, d.size]).sort());
    expect(copy.every((d) => !source.some((s) => s.id === d.id))).toBe(true);
    expect(await manualCount(env.t.db, scope, to)).toBe(2);
    // Deleting the source's manual leaves the copy's file readable.
    await env.asDemo('POST', manualPaths.docDelete(source[0]!.id));
    expect((await env.t.app.inject({ method: 'GET', url: source[0]!.url })).statusCode).toBe(200);
  });
});
