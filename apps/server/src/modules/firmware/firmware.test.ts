import { createHash, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIRMWARE_FILE_MAX_BYTES, type ApiEnvelope, type PageResult } from '@iotc/shared';
import {
  firmwarePaths,
  type CustomFirmwareItem,
  type Firmware,
  type FirmwareSaveBody,
  type FirmwareUploadResult,
  type FirmwareVersion,
  type FirmwareVersionSaveBody,
  type ProductFirmwareResult,
} from '@iotc/shared/firmware';
import { productPaths, ProductStatus, type CopyScope, type ProductDetail } from '@iotc/shared/products';
import { expectRefusedUnchanged, useDemoApp } from '../../../test/helpers.ts';
import { insertTestProduct, setProductStatus } from '../../../test/products.ts';
import { StorageLimitExceeded } from '../../core/storage.ts';
import { makePdf, makePng, makeZip, multipartBody } from '../files/testUpload.ts';
import { otaReleases } from '../ota/tables.ts';
import { firmwares, firmwareVersions, productFirmware } from './tables.ts';

const env = useDemoApp('demo', 'dev');

/** A firmware image: bytes no format detector names, different per seed. */
const image = (size: number, seed = 1) => Buffer.alloc(size, seed % 200 + 0x10);

const hex = (algorithm: 'sha256' | 'md5', data: Buffer) => createHash(algorithm).update(data).digest('hex');

async function upload(name: string, data: Buffer, kind?: string, token = env.demo.token) {
  const { payload, headers } = multipartBody([...(kind ? [{ name: 'kind', value: kind }] : []), { name: 'file', filename: name, contentType: 'application/octet-stream', data }]);
  const response = await env.t.app.inject({ method: 'POST', url: `/api${firmwarePaths.upload}`, payload, headers: { ...headers, authorization: `Bearer ${token}`, lang: 'en-US' } });
  return { status: response.statusCode, body: response.json<ApiEnvelope<FirmwareUploadResult>>() };
}

async function uploaded(data: Buffer = image(1024), token = env.demo.token): Promise<FirmwareUploadResult> {
  const r = await upload('app.bin', data, undefined, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** Every file stored under the space's firmware folder. */
async function storedFirmwareFiles(tenantId = env.demo.tenantId): Promise<string[]> {
  const root = path.join(env.t.config.dataDir, 'uploads', tenantId, 'firmware');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const firmwareBody = (overrides: Partial<FirmwareSaveBody> = {}): FirmwareSaveBody => ({
  type: 'module',
  nameZh: '主控固件',
  nameEn: 'Main firmware',
  flag: 'main_fw',
  upgradeChannel: 0,
  flashSize: '4M',
  upgradeTimeoutS: 300,
  upgradeMode: 'notify',
  ...overrides,
});

async function saveFirmware(overrides: Partial<FirmwareSaveBody> = {}): Promise<Firmware> {
  const r = await env.asDemo<Firmware>('POST', firmwarePaths.save, { body: firmwareBody(overrides) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

const saveVersionAs = (body: Partial<FirmwareVersionSaveBody> & { firmwareId: string }) =>
  env.asDemo<FirmwareVersion>('POST', firmwarePaths.versionSave, { body: { version: '1.0.0', description: '', fileName: 'app.bin', isMust: false, ...body } });

async function publishedVersion(firmwareId: string, version: string, data?: Buffer): Promise<FirmwareVersion> {
  const file = await uploaded(data);
  const saved = await saveVersionAs({ firmwareId, version, file: file.token });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await env.asDemo<FirmwareVersion>('POST', firmwarePaths.versionPublish, { body: { id: saved.body.data.id } });
  expect(published.body.data.status).toBe('published');
  return published.body.data;
}

const versionsOf = (firmwareId: string) => env.t.db.select().from(firmwareVersions).where(eq(firmwareVersions.firmwareId, firmwareId));
const card = async (productId: string) => (await env.asDemo<ProductFirmwareResult>('GET', firmwarePaths.productFirmware, { query: { productId } })).body.data;

describe('firmware upload', () => {
  it('streams a .bin to private storage and answers its size, SHA-256 and MD5', async () => {
    const data = Buffer.concat([image(300_000, 7), Buffer.from('tail')]);
    const file = await uploaded(data);
    expect(file).toMatchObject({ fileName: 'app.bin', size: data.length, sha256: hex('sha256', data), md5: hex('md5', data) });
    expect(file.token).toMatch(new RegExp(`^${env.demo.tenantId}/firmware/\\d{6}/[0-9a-f]{32}\\.bin$`));
    // Never served by the public files route: devices get it signed, the console signed in.
    expect((await env.t.app.inject({ method: 'GET', url: `/api/files/${file.token}` })).statusCode).toBe(404);
    expect((await env.t.app.inject({ method: 'GET', url: `/api/files/${file.token}.json` })).statusCode).toBe(404);
  });

  it('accepts exactly 10M and refuses 10M + 1 byte, leaving nothing stored', async () => {
    const exact = await uploaded(image(FIRMWARE_FILE_MAX_BYTES, 3));
    expect(exact.size).toBe(FIRMWARE_FILE_MAX_BYTES);
    const before = await storedFirmwareFiles();
    const r = await upload('big.bin', image(FIRMWARE_FILE_MAX_BYTES + 1, 4));
    expect([r.status, r.body.msg]).toEqual([413, 'The firmware package may not exceed 10M']);
    expect(await storedFirmwareFiles()).toEqual(before);
  });

  it('refuses a renamed file of a known format or a name without .bin, leaving nothing stored', async () => {
    const before = await storedFirmwareFiles();
    for (const [name, data] of [
      ['logo.bin', makePng(8, 8)],
      ['manual.bin', makePdf()],
      ['bundle.bin', await makeZip([{ name: 'a.txt', pieces: ['hello'] }])],
      ['app.hex', image(64)],
      ['app.bin.exe', image(64)],
    ] as const) {
      const r = await upload(name, data);
      expect([name, r.status, r.body.msg]).toEqual([name, 415, 'Only .bin files are accepted']);
    }
    const zh = await env.t.app.inject({
      method: 'POST',
      url: `/api${firmwarePaths.upload}`,
      ...(() => {
        const { payload, headers } = multipartBody([{ name: 'file', filename: 'logo.bin', contentType: 'image/png', data: makePng(4, 4) }]);
        return { payload, headers: { ...headers, authorization: `Bearer ${env.demo.token}`, lang: 'zh-CN' } };
      })(),
    });
    expect(zh.json<ApiEnvelope<null>>().msg).toBe('仅支持 .bin 格式的文件');
    expect(await storedFirmwareFiles()).toEqual(before);
  });

  it('refuses an empty file or none', async () => {
    const before = await storedFirmwareFiles();
    expect((await upload('empty.bin', Buffer.alloc(0))).status).toBe(422);
    const { payload, headers } = multipartBody([{ name: 'kind', value: 'upgrade' }]);
    const none = await env.t.app.inject({ method: 'POST', url: `/api${firmwarePaths.upload}`, payload, headers: { ...headers, authorization: `Bearer ${env.demo.token}` } });
    expect(none.statusCode).toBe(422);
    expect(await storedFirmwareFiles()).toEqual(before);
  });

  it('takes a production file up to its own limit, usable only as a production file', async () => {
    const firmware = await saveFirmware({ productId: await insertTestProduct(env.t.db, env.demo.tenantId) });
    const production = await upload('factory.bin', image(FIRMWARE_FILE_MAX_BYTES + 1, 9), 'production');
    expect(production.status).toBe(200);
    // An upgrade file must be an upgrade upload (a production file may be larger than 10M).
    const wrong = await saveVersionAs({ firmwareId: firmware.id, file: production.body.data.token });
    expect([wrong.status, wrong.body.msg]).toEqual([422, 'This file is not one uploaded to this space, or it no longer exists; upload it again']);
    const saved = await saveVersionAs({ firmwareId: firmware.id, file: (await uploaded()).token, productionFile: production.body.data.token, productionFileName: 'factory.bin' });
    expect(saved.body.data).toMatchObject({ productionFileName: 'factory.bin', productionFileSize: FIRMWARE_FILE_MAX_BYTES + 1 });
  });
});

describe('storage', () => {
  it('reads a range of a file, the whole size beside it', async () => {
    const storage = env.t.app.storage;
    const data = Buffer.from('0123456789');
    await storage.put('t-range/firmware/x.bin', data);
    const read = async (range?: { start: number; end?: number }) => {
      const file = (await storage.read('t-range/firmware/x.bin', range))!;
      return [file.size, (await buffer(file.body)).toString()];
    };
    expect(await read()).toEqual([10, '0123456789']);
    expect(await read({ start: 2, end: 4 })).toEqual([10, '234']);
    expect(await read({ start: 7 })).toEqual([10, '789']);
    expect(await read({ start: 8, end: 100 })).toEqual([10, '89']);
    expect(await read({ start: 10 })).toEqual([10, '']);
  });

  it('stores a stream up to its limit, and nothing past it', async () => {
    const storage = env.t.app.storage;
    expect(await storage.putStream('t-stream/a.bin', Readable.from([Buffer.alloc(3), Buffer.alloc(2)]), 5)).toBe(5);
    await expect(storage.putStream('t-stream/b.bin', Readable.from([Buffer.alloc(3), Buffer.alloc(3)]), 5)).rejects.toBeInstanceOf(StorageLimitExceeded);
    expect(await storage.read('t-stream/b.bin')).toBeNull();
    const dir = await readdir(path.join(env.t.config.dataDir, 'uploads', 't-stream'));
    expect(dir).toEqual(['a.bin']);
  });
});

describe('firmware', () => {
  it('makes a product firmware with a platform key, one per type, and custom firmware without a product', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const module = await saveFirmware({ productId });
    expect(module).toMatchObject({ productId, productName: 'Smart bulb', custom: false, type: 'module', newestVersion: null, versionCount: 0 });
    expect(module.key).toMatch(/^fw[a-z0-9]{14}$/);
    const links = await env.t.db.select().from(productFirmware).where(eq(productFirmware.productId, productId));
    expect(links).toMatchObject([{ firmwareId: module.id, custom: false, versionId: null }]);

    const read = () => env.t.db.select().from(firmwares).where(eq(firmwares.productId, productId));
    const second = await expectRefusedUnchanged(read, () => env.asDemo('POST', firmwarePaths.save, { body: firmwareBody({ productId }) }), 409);
    expect(second.body.msg).toBe('This product already has firmware of this type (Module firmware)');
    const zh = await env.asDemo('POST', firmwarePaths.save, { body: firmwareBody({ productId }), lang: 'zh-CN' });
    expect(zh.body.msg).toBe('该产品已有模组固件');
    const mcu = await saveFirmware({ productId, type: 'mcu', flag: 'mcu_fw', upgradeChannel: 9 });
    expect(mcu.key).not.toBe(module.key);

    const custom = await saveFirmware({ flag: 'shared_fw' });
    expect(custom).toMatchObject({ productId: null, productName: null, custom: true });
    const customs = await env.asDemo<PageResult<Firmware>>('POST', firmwarePaths.list, { body: { custom: true, keyword: 'shared_' } });
    expect(customs.body.data.list.map((f) => f.id)).toEqual([custom.id]);
    const ofProduct = await env.asDemo<PageResult<Firmware>>('POST', firmwarePaths.list, { body: { productId } });
    expect(ofProduct.body.data.list.map((f) => f.type).sort()).toEqual(['mcu', 'module']);
  });

  it('refuses bad firmware fields and another space', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const read = () => env.t.db.select().from(firmwares).where(eq(firmwares.productId, productId));
    await expectRefusedUnchanged(read, () => env.asDemo('POST', firmwarePaths.save, { body: firmwareBody({ productId, nameEn: '' }) }), 422);
    await expectRefusedUnchanged(read, () => env.asDemo('POST', firmwarePaths.save, { body: firmwareBody({ productId, upgradeTimeoutS: 10 }) }), 422);
    const foreign = await insertTestProduct(env.t.db, env.dev.tenantId);
    expect((await env.asDemo('POST', firmwarePaths.save, { body: firmwareBody({ productId: foreign }) })).status).toBe(404);
    const mine = await saveFirmware({ productId });
    expect((await env.asDev('GET', firmwarePaths.detail(mine.id))).status).toBe(404);
    expect((await env.asDev('POST', firmwarePaths.delete, { body: { id: mine.id } })).status).toBe(404);
  });

  it('edits a firmware but not its type, product or key', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const saved = await saveFirmware({ productId });
    const { type: _type, ...fields } = firmwareBody({ nameEn: 'Renamed', upgradeMode: 'silent' });
    const r = await env.asDemo<Firmware>('POST', firmwarePaths.edit, { body: { id: saved.id, ...fields } });
    expect(r.body.data).toMatchObject({ nameEn: 'Renamed', upgradeMode: 'silent', type: 'module', productId, key: saved.key });
  });

  it('refuses deleting a firmware with an open OTA release, and deletes it once none is open', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const saved = await saveFirmware({ productId });
    const version = await publishedVersion(saved.id, '1.0.0');
    const now = new Date();
    const releaseId = randomUUID();
    await env.t.db.insert(otaReleases).values({
      id: releaseId,
      tenantId: env.demo.tenantId,
      productId,
      firmwareId: saved.id,
      versionId: version.id,
      firmwareKey: saved.key,
      firmwareType: 'module',
      version: '1.0.0',
      releaseMode: 'full',
      verification: false,
      versionMode: 'all',
      sourceVersions: [],
      areaMode: 'all',
      areas: [],
      deviceIds: [],
      autoUpgrade: false,
      upgradeTextZh: '升级',
      upgradeTextEn: 'Upgrade',
      retries: 0,
      taskTimeoutS: 300,
      status: 'paused',
      createdBy: 'someone',
      createdAt: now,
      updatedAt: now,
    });
    const read = () => env.t.db.select().from(firmwares).where(eq(firmwares.id, saved.id));
    const refused = await expectRefusedUnchanged(read, () => env.asDemo('POST', firmwarePaths.delete, { body: { id: saved.id } }), 409);
    expect(refused.body.msg).toBe('This firmware has an OTA release in progress; stop the release before deleting the firmware');

    await env.t.db.update(otaReleases).set({ status: 'stopped' }).where(eq(otaReleases.id, releaseId));
    expect((await env.asDemo('POST', firmwarePaths.delete, { body: { id: saved.id } })).status).toBe(200);
    expect(await read()).toEqual([]);
    expect(await versionsOf(saved.id)).toEqual([]);
  });
});

describe('firmware versions', () => {
  it('saves a draft with the size and hashes the upload measured', async () => {
    const firmware = await saveFirmware({ productId: await insertTestProduct(env.t.db, env.demo.tenantId) });
    const data = image(5000, 11);
    const file = await uploaded(data);
    const r = await saveVersionAs({ firmwareId: firmware.id, version: '1.2.3', file: file.token, description: 'Fixes', isMust: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ version: '1.2.3', status: 'draft', fileSize: 5000, sha256: hex('sha256', data), md5: hex('md5', data), isMust: true, publishedAt: null, dependency: null });

    // The console downloads it signed in; another space cannot.
    const download = await env.t.app.inject({ method: 'GET', url: `/api${firmwarePaths.versionFile(r.body.data.id, 'upgrade')}`, headers: { authorization: `Bearer ${env.demo.token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    expect(download.headers['content-disposition']).toContain('app.bin');
    const foreign = await env.t.app.inject({ method: 'GET', url: `/api${firmwarePaths.versionFile(r.body.data.id, 'upgrade')}`, headers: { authorization: `Bearer ${env.dev.token}` } });
    expect(foreign.statusCode).toBe(404);
    expect((await env.t.app.inject({ method: 'GET', url: `/api${firmwarePaths.versionFile(r.body.data.id, 'production')}`, headers: { authorization: `Bearer ${env.demo.token}` } })).statusCode).toBe(404);
  });

  it('refuses a version not xx.xx.xx, a description over 500, a taken number or a file not of this space, storing nothing', async () => {
    const firmware = await saveFirmware({ productId: await insertTestProduct(env.t.db, env.demo.tenantId) });
    const file = (await uploaded()).token;
    const read = () => versionsOf(firmware.id);
    for (const version of ['1.0', '1.0.0.0', 'v1.0.0', '1.0.a']) {
      const r = await expectRefusedUnchanged(read, () => saveVersionAs({ firmwareId: firmware.id, version, file }), 422);
      expect(r.body.msg).toContain('Use the format xx.xx.xx, e.g. 1.0.0');
    }
    const long = await expectRefusedUnchanged(read, () => saveVersionAs({ firmwareId: firmware.id, file, description: 'x'.repeat(501) }), 422);
    expect(long.body.msg).toContain('Enter at most 500 characters');
    expect((await saveVersionAs({ firmwareId: firmware.id, file, description: 'x'.repeat(500) })).status).toBe(200);
    const taken = await expectRefusedUnchanged(read, () => saveVersionAs({ firmwareId: firmware.id, file }), 409);
    expect(taken.body.msg).toBe('This firmware already has version 1.0.0');
    const foreignFile = (await uploaded(undefined, env.dev.token)).token;
    await expectRefusedUnchanged(read, () => saveVersionAs({ firmwareId: firmware.id, version: '1.0.1', file: foreignFile }), 422);
    await expectRefusedUnchanged(read, () => saveVersionAs({ firmwareId: firmware.id, version: '1.0.1', file: `${env.demo.tenantId}/image/202601/x.png` }), 422);
    await expectRefusedUnchanged(read, () => saveVersionAs({ firmwareId: firmware.id, version: '1.0.1', file: '' }), 422);
  });

  it('edits and deletes drafts only, publishes drafts only, unlists published versions only', async () => {
    const firmware = await saveFirmware({ productId: await insertTestProduct(env.t.db, env.demo.tenantId) });
    const draft = (await saveVersionAs({ firmwareId: firmware.id, version: '1.0.0', file: (await uploaded()).token })).body.data;
    const edited = await env.asDemo<FirmwareVersion>('POST', firmwarePaths.versionEdit, {
      body: { id: draft.id, description: 'Edited', file: (await uploaded(image(10, 2))).token, fileName: 'v2.bin', isMust: false },
    });
    expect(edited.body.data).toMatchObject({ version: '1.0.0', description: 'Edited', fileName: 'v2.bin', fileSize: 10 });
    // An edit that keeps the file sends back the token the version answers.
    const kept = await env.asDemo<FirmwareVersion>('POST', firmwarePaths.versionEdit, {
      body: { id: draft.id, description: 'Kept', file: edited.body.data.file, fileName: edited.body.data.fileName, isMust: true },
    });
    expect(kept.body.data).toMatchObject({ description: 'Kept', file: edited.body.data.file, fileSize: 10, sha256: edited.body.data.sha256, isMust: true });
    expect((await env.asDemo('POST', firmwarePaths.versionUnlist, { body: { id: draft.id } })).body.msg).toBe('Only a published version can be unlisted');

    const published = await env.asDemo<FirmwareVersion>('POST', firmwarePaths.versionPublish, { body: { id: draft.id } });
    expect(published.body.data.status).toBe('published');
    expect(published.body.data.publishedAt).toBe(Math.floor(env.t.clock.now().getTime() / 1000));
    const read = () => versionsOf(firmware.id);
    const again = await expectRefusedUnchanged(read, () => env.asDemo('POST', firmwarePaths.versionPublish, { body: { id: draft.id } }), 409);
    expect(again.body.msg).toBe('Only a draft version can be published');
    const edit = await expectRefusedUnchanged(
      read,
      async () => env.asDemo('POST', firmwarePaths.versionEdit, { body: { id: draft.id, description: 'No', file: (await uploaded()).token, fileName: 'a.bin', isMust: false } }),
      409,
    );
    expect(edit.body.msg).toBe('Only a draft version can be edited or deleted');
    await expectRefusedUnchanged(read, () => env.asDemo('POST', firmwarePaths.versionDelete, { body: { id: draft.id } }), 409);

    const unlisted = await env.asDemo<FirmwareVersion>('POST', firmwarePaths.versionUnlist, { body: { id: draft.id } });
    expect(unlisted.body.data.status).toBe('unlisted');
    await expectRefusedUnchanged(read, () => env.asDemo('POST', firmwarePaths.versionUnlist, { body: { id: draft.id } }), 409);

    const other = (await saveVersionAs({ firmwareId: firmware.id, version: '1.0.1', file: (await uploaded()).token })).body.data;
    expect((await env.asDemo('POST', firmwarePaths.versionDelete, { body: { id: other.id } })).status).toBe(200);
    expect((await read()).map((v) => v.version)).toEqual(['1.0.0']);
  });

  it('names the highest published version newest, comparing number by number', async () => {
    const firmware = await saveFirmware({ productId: await insertTestProduct(env.t.db, env.demo.tenantId) });
    await publishedVersion(firmware.id, '1.9.0');
    await publishedVersion(firmware.id, '1.10.0');
    await saveVersionAs({ firmwareId: firmware.id, version: '2.0.0', file: (await uploaded()).token });
    const detail = await env.asDemo<Firmware>('GET', firmwarePaths.detail(firmware.id));
    expect(detail.body.data).toMatchObject({ newestVersion: '1.10.0', versionCount: 3 });
    const list = await env.asDemo<PageResult<FirmwareVersion>>('POST', firmwarePaths.versionList, { body: { firmwareId: firmware.id } });
    expect(list.body.data.list.map((v) => v.version)).toEqual(['2.0.0', '1.10.0', '1.9.0']);
    const drafts = await env.asDemo<PageResult<FirmwareVersion>>('POST', firmwarePaths.versionList, { body: { firmwareId: firmware.id, status: 'draft' } });
    expect(drafts.body.data.list.map((v) => v.version)).toEqual(['2.0.0']);
  });

  it('records a dependency on another firmware of the same product only', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const module = await saveFirmware({ productId });
    const mcu = await saveFirmware({ productId, type: 'mcu', flag: 'mcu_fw', nameEn: 'MCU firmware' });
    const elsewhere = await saveFirmware({ productId: await insertTestProduct(env.t.db, env.demo.tenantId) });
    const file = (await uploaded()).token;
    const ok = await saveVersionAs({ firmwareId: mcu.id, file, dependencyFirmwareId: module.id, dependencyVersion: '1.0.0' });
    expect(ok.body.data.dependency).toEqual({ firmwareId: module.id, firmwareKey: module.key, firmwareName: 'Main firmware', version: '1.0.0' });
    for (const dependencyFirmwareId of [elsewhere.id, mcu.id]) {
      const r = await saveVersionAs({ firmwareId: mcu.id, version: '1.0.1', file, dependencyFirmwareId, dependencyVersion: '1.0.0' });
      expect([r.status, r.body.msg]).toEqual([422, 'The dependency must be another firmware of the same product']);
    }
    expect((await saveVersionAs({ firmwareId: mcu.id, version: '1.0.1', file, dependencyFirmwareId: module.id })).status).toBe(422);
  });
});

describe("a product's firmware", () => {
  it('sets the version the product ships: a published one, while in development', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const mcu = await saveFirmware({ productId, type: 'mcu', flag: 'mcu_fw' });
    const module = await saveFirmware({ productId });
    const v1 = await publishedVersion(module.id, '1.0.0');
    const v2 = await publishedVersion(module.id, '1.1.0');
    const draft = (await saveVersionAs({ firmwareId: module.id, version: '2.0.0', file: (await uploaded()).token })).body.data;

    const before = await card(productId);
    expect(before.standard.map((i) => [i.firmware.type, i.currentVersion, i.newestVersion])).toEqual([
      ['module', null, '1.1.0'],
      ['mcu', null, null],
    ]);
    const choices = await env.asDemo<FirmwareVersion[]>('GET', firmwarePaths.changeVersionList, { query: { productId, firmwareId: module.id } });
    expect(choices.body.data.map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);

    const submit = (versionId: string, firmwareId = module.id) => env.asDemo('POST', firmwarePaths.changeVersionSubmit, { body: { productId, firmwareId, versionId } });
    expect((await submit(draft.id)).body.msg).toBe('Choose a published version of this firmware');
    expect((await submit(v1.id, mcu.id)).status).toBe(422);
    expect((await submit(v1.id)).status).toBe(200);
    expect((await card(productId)).standard[0]).toMatchObject({ currentVersionId: v1.id, currentVersion: '1.0.0', newestVersion: '1.1.0' });

    await setProductStatus(env.t.db, productId, ProductStatus.Published);
    expect((await submit(v2.id)).status).toBe(409);
    expect((await card(productId)).standard[0]!.currentVersion).toBe('1.0.0');
  });

  it('chooses and drops custom firmware of the space', async () => {
    const productId = await insertTestProduct(env.t.db, env.demo.tenantId);
    const custom = await saveFirmware({ flag: 'custom_pick', nameEn: 'Custom pick' });
    const own = await saveFirmware({ productId });
    const v = await publishedVersion(custom.id, '3.0.0');
    const query = async () =>
      (await env.asDemo<CustomFirmwareItem[]>('GET', firmwarePaths.queryCustomFirmware, { query: { productId, keyword: 'custom_pick' } })).body.data.map((f) => [f.id, f.selected]);
    expect(await query()).toEqual([[custom.id, false]]);

    const select = (firmwareId: string) => env.asDemo('POST', firmwarePaths.selectCustomerFirmware, { body: { productId, firmwareId } });
    expect((await select(custom.id)).status).toBe(200);
    expect((await select(custom.id)).status).toBe(200);
    // A product's own firmware is not a custom one.
    expect((await select(own.id)).status).toBe(404);
    expect(await query()).toEqual([[custom.id, true]]);
    const versions = await env.asDemo<FirmwareVersion[]>('GET', firmwarePaths.changeCustomVersionList, { query: { productId, firmwareId: custom.id } });
    expect(versions.body.data.map((x) => x.version)).toEqual(['3.0.0']);
    expect((await env.asDemo('POST', firmwarePaths.changeVersionSubmit, { body: { productId, firmwareId: custom.id, versionId: v.id } })).status).toBe(200);
    expect((await card(productId)).custom).toMatchObject([{ firmware: { id: custom.id }, currentVersion: '3.0.0', newestVersion: '3.0.0' }]);

    const remove = () => env.asDemo('POST', firmwarePaths.removeCustomerFirmware, { body: { productId, firmwareId: custom.id } });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
    expect((await card(productId)).custom).toEqual([]);
    expect(await query()).toEqual([[custom.id, false]]);
    // Another space's product cannot choose it.
    const foreign = await insertTestProduct(env.t.db, env.dev.tenantId);
    expect((await env.asDev('POST', firmwarePaths.selectCustomerFirmware, { body: { productId: foreign, firmwareId: custom.id } })).status).toBe(404);
  });

  it('copies with the product: own firmware with new keys and shared files, custom firmware as links', async () => {
    const source = await insertTestProduct(env.t.db, env.demo.tenantId);
    const module = await saveFirmware({ productId: source });
    const mcu = await saveFirmware({ productId: source, type: 'mcu', flag: 'mcu_fw' });
    const v = await publishedVersion(module.id, '1.0.0', image(77, 5));
    await saveVersionAs({ firmwareId: mcu.id, file: (await uploaded()).token, dependencyFirmwareId: module.id, dependencyVersion: '1.0.0' });
    const custom = await saveFirmware({ flag: 'copied_custom' });
    await env.asDemo('POST', firmwarePaths.selectCustomerFirmware, { body: { productId: source, firmwareId: custom.id } });
    await env.asDemo('POST', firmwarePaths.changeVersionSubmit, { body: { productId: source, firmwareId: module.id, versionId: v.id } });

    const scope = await env.asDemo<CopyScope>('GET', productPaths.copyScope, { query: { id: source } });
    expect(scope.body.data.copied.find((c) => c.item === 'firmware')).toEqual({ item: 'firmware', count: 2 });
    const copy = (await env.asDemo<ProductDetail>('POST', productPaths.copy, { body: { id: source, name: 'Bulb copy' } })).body.data;

    const copied = await card(copy.id);
    expect(copied.standard.map((i) => i.firmware.type)).toEqual(['module', 'mcu']);
    const [copiedModule, copiedMcu] = copied.standard;
    expect(copiedModule!.firmware.id).not.toBe(module.id);
    expect(copiedModule!.firmware.key).toMatch(/^fw[a-z0-9]{14}$/);
    expect(copiedModule!.firmware.key).not.toBe(module.key);
    expect(copiedModule).toMatchObject({ currentVersion: '1.0.0', newestVersion: '1.0.0' });
    expect(copiedModule!.currentVersionId).not.toBe(v.id);
    expect(copied.custom.map((i) => i.firmware.id)).toEqual([custom.id]);

    const [copiedVersion] = await versionsOf(copiedModule!.firmware.id);
    const [sourceVersion] = await versionsOf(module.id);
    expect(copiedVersion).toMatchObject({ fileKey: sourceVersion!.fileKey, sha256: sourceVersion!.sha256, status: 'published' });
    const [mcuVersion] = await versionsOf(copiedMcu!.firmware.id);
    expect(mcuVersion!.dependencyFirmwareId).toBe(copiedModule!.firmware.id);
  });
});
