import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, Lang } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { filesPaths, type UploadResult } from '@iotc/shared/files';
import { createDemoApp, type TestApp } from '../../../test/helpers.ts';
import { createStorage, isSafeKey } from '../../core/storage.ts';
import { sendDownload, toCsv } from './download.ts';
import {
  checkStoredFile,
  checkUpload,
  storeUpload,
  storedKeyOf,
  UPLOAD_HARD_LIMIT_MB,
  UploadRejected,
  type UploadChecks,
  type UploadProblem,
} from './service.ts';
import { rejection } from './routes.ts';
import { makeCompoundFile, makeJpegHead, makeMp4, makePdf, makePng, makeXlsx, multipartBody, type FormPart } from './testUpload.ts';

async function problemOf(bytes: Uint8Array, checks: UploadChecks): Promise<UploadProblem | null> {
  try {
    await checkUpload(bytes, checks);
    return null;
  } catch (error) {
    if (error instanceof UploadRejected) return error.problem;
    throw error;
  }
}

describe('upload checks (on the bytes)', () => {
  it('accepts a PNG and reads its pixel size', async () => {
    expect(await checkUpload(makePng(64, 32), {})).toEqual({ ext: 'png', mime: 'image/png', width: 64, height: 32 });
  });

  it('refuses text whatever its name or the accept list say', async () => {
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await problemOf(fake, { accept: 'image/png,.png' })).toMatchObject({ kind: 'wrongType' });
    expect(await problemOf(fake, {})).toMatchObject({ kind: 'wrongType' });
  });

  it('applies the accept list by extension, MIME type or family', async () => {
    const png = makePng(2, 2);
    expect(await problemOf(png, { accept: '.png' })).toBeNull();
    expect(await problemOf(png, { accept: 'image/*' })).toBeNull();
    expect(await problemOf(png, { accept: 'image/jpeg, .jpg' })).toEqual({ kind: 'wrongType', accept: 'image/jpeg, .jpg' });
    expect(await problemOf(makeJpegHead(2, 2), { accept: 'jpeg' })).toBeNull();
  });

  it('refuses a file over the asked size', async () => {
    const png = makePng(600, 600); // a few kB
    expect(await problemOf(png, { maxSizeMb: 0.001 })).toEqual({ kind: 'tooLarge', maxMb: 0.001 });
    expect(await problemOf(png, { maxSizeMb: 1 })).toBeNull();
  });

  it('checks exact pixel sizes', async () => {
    expect(await problemOf(makePng(100, 50), { width: 100, height: 50 })).toBeNull();
    expect(await problemOf(makePng(100, 51), { width: 100, height: 50 })).toEqual({ kind: 'wrongSize', width: 100, height: 50 });
    expect(await problemOf(makePng(99, 50), { width: 100 })).toEqual({ kind: 'wrongSize', width: 100, height: undefined });
  });

  it('checks the aspect ratio', async () => {
    expect(await problemOf(makePng(160, 90), { ratio: '16:9' })).toBeNull();
    expect(await problemOf(makePng(160, 100), { ratio: '16:9' })).toEqual({ kind: 'wrongRatio', ratio: '16:9' });
  });

  it('measures a rotated photo as it is shown', async () => {
    expect(await checkUpload(makeJpegHead(400, 300, 6), {})).toMatchObject({ width: 300, height: 400 });
  });

  it('refuses pixel checks on a file that is not an image', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect(await problemOf(pdf, {})).toBeNull();
    expect(await problemOf(pdf, { width: 10, height: 10 })).toEqual({ kind: 'notImage' });
  });

  it('refuses an empty file', async () => {
    expect(await problemOf(Buffer.alloc(0), {})).toEqual({ kind: 'noFile' });
  });

  it('takes fractional limits to the byte (300 KB = 300/1024 MB)', async () => {
    const limit = { maxSizeMb: 300 / 1024 };
    expect(await problemOf(makeMp4({ timescale: 1000, duration: 1000, totalBytes: 300 * 1024 }), limit)).toBeNull();
    expect(await problemOf(makeMp4({ timescale: 1000, duration: 1000, totalBytes: 300 * 1024 + 1 }), limit)).toEqual({ kind: 'tooLarge', maxMb: 300 / 1024 });
  });

  it('reads a video length from the file and refuses a longer one', async () => {
    const checks = { accept: 'mp4', maxDurationS: 15 };
    expect(await checkUpload(makeMp4({ timescale: 1000, duration: 15_000 }), checks)).toMatchObject({ ext: 'mp4', mime: 'video/mp4', durationS: 15 });
    expect(await problemOf(makeMp4({ timescale: 1000, duration: 15_001 }), checks)).toEqual({ kind: 'tooLong', maxS: 15 });
    expect(await problemOf(makeMp4({ timescale: 600, duration: 600 * 20, version: 1 }), checks)).toEqual({ kind: 'tooLong', maxS: 15 });
    // Without a duration check the length is not read.
    expect(await checkUpload(makeMp4({ timescale: 1000, duration: 60_000 }), { accept: 'mp4' })).toEqual({ ext: 'mp4', mime: 'video/mp4', width: null, height: null });
  });

  it('refuses a video whose length cannot be read as the wrong type', async () => {
    const noHeader = makeMp4({ timescale: 1000, duration: 1000 }).subarray(0, 40);
    expect(await problemOf(noHeader, { accept: 'mp4', maxDurationS: 15 })).toEqual({ kind: 'wrongType', accept: 'mp4' });
  });

  it('lets images through a duration check meant for videos', async () => {
    expect(await problemOf(makePng(4, 4), { accept: 'png, mp4', maxDurationS: 15 })).toBeNull();
  });

  it('accepts Excel workbooks: xlsx, and legacy xls only when asked for', async () => {
    expect(await checkUpload(await makeXlsx(), { accept: 'xls, xlsx' })).toMatchObject({
      ext: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(await checkUpload(makeCompoundFile(), { accept: 'xls, xlsx' })).toMatchObject({ ext: 'xls', mime: 'application/vnd.ms-excel' });
    // An OLE2 file (also Word's .doc) is no xls unless xls was asked for.
    expect(await problemOf(makeCompoundFile(), { accept: 'xlsx' })).toMatchObject({ kind: 'wrongType' });
    expect(await problemOf(makeCompoundFile(), {})).toMatchObject({ kind: 'wrongType' });
    expect(await problemOf(makePdf(), { accept: 'xls, xlsx' })).toMatchObject({ kind: 'wrongType' });
  });
});

describe('refusal messages', () => {
  it('says a limit under 1 MB in KB when it is a whole number of KB', () => {
    expect(rejection({ kind: 'tooLarge', maxMb: 300 / 1024 })).toMatchObject({ messageKey: 'upload.tooLargeKb', params: { maxKb: 300 } });
    expect(rejection({ kind: 'tooLarge', maxMb: 0.001 })).toMatchObject({ messageKey: 'upload.tooLarge', params: { maxMb: 0.001 } });
    expect(rejection({ kind: 'tooLarge', maxMb: 10 })).toMatchObject({ messageKey: 'upload.tooLarge', params: { maxMb: 10 } });
  });

  it('names the video limit and a file that is not ours', () => {
    expect(rejection({ kind: 'tooLong', maxS: 15 })).toMatchObject({ status: 422, messageKey: 'upload.tooLong', params: { maxS: 15 } });
    expect(rejection({ kind: 'notOurs' })).toMatchObject({ status: 422, messageKey: 'upload.notOurs' });
  });
});

describe('re-checking a stored file by its url', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  async function storedPng(tenantId: string, bytes = makePng(10, 10)) {
    const dir = await mkdtemp(path.join(tmpdir(), 'iotc-stored-'));
    dirs.push(dir);
    const storage = createStorage(dir);
    const result = await storeUpload(storage, { tenantId, dir: 'image', fileName: 'a.png', bytes, checks: {}, now: new Date() });
    return { storage, url: result.url };
  }

  async function storedProblem(promise: Promise<unknown>): Promise<UploadProblem | null> {
    try {
      await promise;
      return null;
    } catch (error) {
      if (error instanceof UploadRejected) return error.problem;
      throw error;
    }
  }

  it('reads the bytes of the tenant\'s own file and checks them again', async () => {
    const { storage, url } = await storedPng('tenantA', makePng(20, 20));
    const checked = await checkStoredFile(storage, 'tenantA', url, { accept: 'png', ratio: '1:1' });
    expect(checked).toMatchObject({ ext: 'png', mime: 'image/png', width: 20, height: 20, size: makePng(20, 20).length });
    expect(checked.key).toBe(url.replace('/api/files/', ''));
    expect(await storedProblem(checkStoredFile(storage, 'tenantA', url, { ratio: '16:9' }))).toEqual({ kind: 'wrongRatio', ratio: '16:9' });
    expect(await storedProblem(checkStoredFile(storage, 'tenantA', url, { accept: 'mp4' }))).toMatchObject({ kind: 'wrongType' });
    expect(await storedProblem(checkStoredFile(storage, 'tenantA', url, { maxSizeMb: 0.00001 }))).toEqual({ kind: 'tooLarge', maxMb: 0.00001 });
  });

  it('refuses urls that are not a file this server stored for the tenant', async () => {
    const { storage, url } = await storedPng('tenantA');
    for (const [tenant, other] of [
      ['tenantB', url], // another space's file
      ['tenantA', url.replace(/[0-9a-f]{32}/, '0'.repeat(32))], // never stored
      ['tenantA', `http://elsewhere.example${url}`],
      ['tenantA', url.replace('/api/files/tenantA/', '/api/files/tenantA/../tenantB/')],
      ['tenantA', '/network-guide/wifi-1.svg'],
      ['tenantA', ''],
    ] as const) {
      expect(await storedProblem(checkStoredFile(storage, tenant, other, {})), other).toEqual({ kind: 'notOurs' });
    }
  });

  it('turns urls into keys only for the tenant\'s own files', () => {
    expect(storedKeyOf('t1', '/api/files/t1/image/202501/abc.png')).toBe('t1/image/202501/abc.png');
    expect(storedKeyOf('t1', '/api/files/t10/image/abc.png')).toBeNull();
    expect(storedKeyOf('t1', '/api/files/t1')).toBeNull();
    expect(storedKeyOf('t1', '/files/t1/image/abc.png')).toBeNull();
  });
});

describe('local storage', () => {
  const dirs: string[] = [];
  const tempStorage = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'iotc-storage-'));
    dirs.push(dir);
    return { dir, storage: createStorage(dir) };
  };
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('accepts plain relative keys only', () => {
    expect(isSafeKey('t1/image/202501/abc.png')).toBe(true);
    for (const key of ['', '../x.png', 't1/../../x', '/etc/passwd', 't1//x', 't1/.env', 'a\\b', 't1/x.png\0', '%2e%2e/x']) {
      expect(isSafeKey(key), key).toBe(false);
    }
  });

  it('writes, reads and removes a file under DATA_DIR/uploads', async () => {
    const { dir, storage } = await tempStorage();
    await storage.put('t1/image/x.png', Buffer.from('png bytes'));
    expect(await readdir(path.join(dir, 'uploads', 't1', 'image'))).toEqual(['x.png']);
    const file = (await storage.read('t1/image/x.png'))!;
    expect(file).toMatchObject({ size: 9, contentType: 'image/png' });
    expect(await text(file.body)).toBe('png bytes');
    expect(storage.url('t1/image/x.png')).toBe('/api/files/t1/image/x.png');
    await storage.remove('t1/image/x.png');
    expect(await storage.read('t1/image/x.png')).toBeNull();
  });

  it('never reads or writes outside its root', async () => {
    const { storage } = await tempStorage();
    expect(await storage.read('../jwt-secret')).toBeNull();
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
  });

  it('stores a checked upload under the tenant with the detected extension', async () => {
    const { storage } = await tempStorage();
    const result = await storeUpload(storage, {
      tenantId: 'tenantA',
      dir: 'avatar',
      fileName: 'C:\\photos\\me.jpeg',
      bytes: makePng(8, 8),
      checks: {},
      now: new Date('2025-03-04T05:06:07Z'),
    });
    expect(result).toMatchObject({ fileName: 'me.jpeg', mime: 'image/png', width: 8, height: 8 });
    expect(result.url).toMatch(/^\/api\/files\/tenantA\/avatar\/202503\/[0-9a-f]{32}\.png$/);
  });
});

describe('export download helper', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    const csv = toCsv(['a', 'b'], [['x,y', 'say "hi"'], ['=1+1', null], [-3, '中文']]);
    expect(csv).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n\'=1+1,\r\n-3,中文\r\n');
  });

  it('names the file in UTF-8 with an ASCII fallback', async () => {
    const app = Fastify();
    app.get('/x', (_request, reply) => sendDownload(reply, '字典 "数据".csv', 'text/csv; charset=utf-8', 'a,b\r\n'));
    const response = await app.inject({ method: 'GET', url: '/x' });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="__ ____.csv"; filename*=UTF-8''%E5%AD%97%E5%85%B8%20%22%E6%95%B0%E6%8D%AE%22.csv`,
    );
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe('a,b\r\n');
    await app.close();
  });
});

describe('upload and file calls', () => {
  let t: TestApp;
  let tokens: TokenPair;

  beforeAll(async () => ({ t, demo: tokens } = await createDemoApp('demo')));
  afterAll(() => t.close());

  const png = (name: string, data: Buffer): FormPart => ({ name: 'file', filename: name, contentType: 'image/png', data });

  async function upload(parts: FormPart[], options: { token?: string | null; lang?: Lang } = {}) {
    const { payload, headers } = multipartBody(parts);
    const token = options.token === undefined ? tokens.token : options.token;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${filesPaths.upload}`,
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), lang: options.lang ?? 'en-US' },
    });
    return { status: response.statusCode, body: response.json<ApiEnvelope<UploadResult>>() };
  }

  it('stores a PNG under the space of the token and serves it publicly', async () => {
    const bytes = makePng(64, 32);
    const { status, body } = await upload([{ name: 'dir', value: 'avatar' }, png('logo.png', bytes)]);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ fileName: 'logo.png', size: bytes.length, mime: 'image/png', width: 64, height: 32 });
    expect(body.data.url.startsWith(`/api/files/${tokens.tenantId}/avatar/`)).toBe(true);

    const file = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('applies the checks whether they come before or after the file', async () => {
    const bytes = makePng(100, 100);
    const after = await upload([
      png('a.png', bytes),
      { name: 'width', value: '100' },
      { name: 'height', value: '100' },
      { name: 'ratio', value: '1:1' },
    ]);
    expect(after.body).toMatchObject({ code: 0, data: { width: 100, height: 100 } });
    const before = await upload([{ name: 'width', value: '120' }, { name: 'height', value: '100' }, png('a.png', bytes)]);
    expect(before.status).toBe(422);
  });

  it('asks for the right pixel size', async () => {
    const fields: FormPart[] = [
      { name: 'width', value: '100' },
      { name: 'height', value: '80' },
    ];
    const en = await upload([...fields, png('a.png', makePng(64, 32))]);
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({ code: 10001, msg: 'Upload an image of exactly 100×80 px', data: null });
    const zh = await upload([...fields, png('a.png', makePng(64, 32))], { lang: 'zh-CN' });
    expect(zh.body.msg).toBe('请上传 100×80 像素的图片');
    const widthOnly = await upload([{ name: 'width', value: '100' }, png('a.png', makePng(64, 32))]);
    expect(widthOnly.body.msg).toBe('Upload an image exactly 100 px wide');
  });

  it('refuses a wrong aspect ratio', async () => {
    const { status, body } = await upload([{ name: 'ratio', value: '16:9' }, png('a.png', makePng(100, 100))]);
    expect(status).toBe(422);
    expect(body.msg).toBe('The image must have an aspect ratio of 16:9');
  });

  it('refuses text bytes named like a PNG', async () => {
    const fake = png('photo.png', Buffer.from('just some text, not an image at all'));
    const { status, body } = await upload([{ name: 'accept', value: 'image/png' }, fake]);
    expect(status).toBe(415);
    expect(body).toMatchObject({ code: 10007, msg: 'This file type is not allowed; allowed: image/png' });
  });

  it('refuses a type outside the accept list', async () => {
    const { status, body } = await upload([{ name: 'accept', value: '.jpg,.jpeg' }, png('a.png', makePng(4, 4))]);
    expect(status).toBe(415);
    expect(body.code).toBe(10007);
  });

  it('refuses a video longer than asked, saying the limit', async () => {
    const video = (duration: number): FormPart => ({
      name: 'file',
      filename: 'guide.mp4',
      contentType: 'video/mp4',
      data: makeMp4({ timescale: 1000, duration, totalBytes: 4096 }),
    });
    const fields: FormPart[] = [
      { name: 'accept', value: 'mp4' },
      { name: 'maxSizeMb', value: String(500 / 1024) },
      { name: 'maxDurationS', value: '15' },
    ];
    const ok = await upload([...fields, video(14_000)]);
    expect(ok.body).toMatchObject({ code: 0, data: { mime: 'video/mp4', size: 4096 } });
    expect(ok.body.data.url).toMatch(/\.mp4$/);
    const long = await upload([...fields, video(16_000)]);
    expect(long.status).toBe(422);
    expect(long.body.msg).toBe('The video is too long; upload one of at most 15 s');
    expect((await upload([...fields, video(16_000)], { lang: 'zh-CN' })).body.msg).toBe('视频过长，请上传不超过 15 秒的视频');
  });

  it('says a KB limit in KB', async () => {
    const parts: FormPart[] = [{ name: 'maxSizeMb', value: String(1 / 1024) }, png('big.png', makePng(600, 600))];
    const en = await upload(parts);
    expect(en.status).toBe(413);
    expect(en.body.msg).toBe('The file is too large; upload one of at most 1 KB');
    expect((await upload(parts, { lang: 'zh-CN' })).body.msg).toBe('文件过大，请上传不超过 1K 的文件');
  });

  it('stores an Excel workbook with its type', async () => {
    const xls = await upload([
      { name: 'accept', value: 'xls, xlsx' },
      { name: 'dir', value: 'report' },
      { name: 'file', filename: 'report.xls', contentType: 'application/vnd.ms-excel', data: makeCompoundFile() },
    ]);
    expect(xls.body).toMatchObject({ code: 0, data: { fileName: 'report.xls', mime: 'application/vnd.ms-excel' } });
    expect(xls.body.data.url).toMatch(/\.xls$/);
    const file = await t.app.inject({ method: 'GET', url: xls.body.data.url });
    expect(file.headers['content-type']).toBe('application/vnd.ms-excel');
  });

  it('refuses a file over the asked size, saying the limit', async () => {
    const parts: FormPart[] = [{ name: 'maxSizeMb', value: '0.001' }, png('big.png', makePng(600, 600))];
    const en = await upload(parts);
    expect(en.status).toBe(413);
    expect(en.body).toMatchObject({ code: 10006, msg: 'The file is too large; upload one of at most 0.001 MB' });
    expect((await upload(parts, { lang: 'zh-CN' })).body.msg).toBe('文件过大，请上传不超过 0.001M 的文件');
  });

  it('stops reading a file over the server limit', async () => {
    const huge = Buffer.alloc((UPLOAD_HARD_LIMIT_MB + 1) * 1024 * 1024);
    makePng(1, 1).copy(huge);
    const { status, body } = await upload([png('huge.png', huge), { name: 'maxSizeMb', value: '500' }]);
    expect(status).toBe(413);
    expect(body.msg).toBe(`The file is too large; upload one of at most ${UPLOAD_HARD_LIMIT_MB} MB`);
  });

  it('refuses a form without a file, bad fields and other bodies', async () => {
    const noFile = await upload([{ name: 'dir', value: 'image' }]);
    expect(noFile.status).toBe(422);
    expect(noFile.body.msg).toContain('File');
    const badDir = await upload([{ name: 'dir', value: '../etc' }, png('a.png', makePng(2, 2))]);
    expect(badDir.status).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api${filesPaths.upload}`,
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a login to upload', async () => {
    const { status, body } = await upload([png('a.png', makePng(2, 2))], { token: null });
    expect(status).toBe(401);
    expect(body.code).toBe(20001);
  });

  it('answers 404 for unknown or malformed file keys', async () => {
    for (const url of ['/api/files/nope/x.png', '/api/files/..%2f..%2fjwt-secret', '/api/files/a/.env']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 10002 });
    }
  });
});
