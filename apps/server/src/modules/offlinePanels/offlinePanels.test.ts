import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, PageResult } from '@iotc/shared';
import {
  offlinePanelPaths,
  type OfflinePanel,
  type OfflinePanelDetail,
  type OfflinePanelPreviewUrl,
  type OfflinePanelSaveBody,
  type OfflinePanelUploadResult,
} from '@iotc/shared/offlinePanels';
import { panelPaths, type ControlPanelList, type LivePanel } from '@iotc/shared/panels';
import { useDemoApp } from '../../../test/helpers.ts';
import { signature } from '../../core/signature.ts';
import { insertProduct, seedTestClasses, TEST_CLASS } from '../functions/testFixtures.ts';
import { makeCompoundFile, makePng, makeZip, multipartBody, repeated, type ZipPart } from '../files/testUpload.ts';

const env = useDemoApp('demo', 'dev');

beforeAll(async () => {
  await seedTestClasses(env.t.db, env.t.clock.now());
});

async function upload(kind: string, name: string, data: Buffer, token = env.demo.token) {
  const { payload, headers } = multipartBody([
    { name: 'kind', value: kind },
    { name: 'file', filename: name, contentType: 'application/octet-stream', data },
  ]);
  const response = await env.t.app.inject({ method: 'POST', url: `/api${offlinePanelPaths.upload}`, payload, headers: { ...headers, authorization: `Bearer ${token}`, lang: 'en-US' } });
  return { status: response.statusCode, body: response.json<ApiEnvelope<OfflinePanelUploadResult>>() };
}

async function uploaded(kind: string, name: string, data: Buffer, token = env.demo.token): Promise<OfflinePanelUploadResult> {
  const r = await upload(kind, name, data, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** Every file stored for the space outside the public preview folder (packages and language packs). */
async function storedPackageFiles(tenantId = env.demo.tenantId): Promise<string[]> {
  const root = path.join(env.t.config.dataDir, 'uploads', tenantId, 'offlinePanelPackage');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const page = '<!doctype html><script src="app.js"></script>';
const goodPackage = () =>
  makeZip([
    { name: 'dist/', pieces: [], stored: true },
    { name: 'dist/index.html', pieces: [page] },
    { name: 'dist/app.js', pieces: ['document.title = "panel"'] },
  ]);

/** Rewrites the central directory record of the archive's first entry (what yauzl reads). */
function patchFirstEntry(zip: Buffer, patch: (central: Buffer) => void): Buffer {
  const copy = Buffer.from(zip);
  const end = copy.length - 22;
  patch(copy.subarray(copy.readUInt32LE(end + 16)));
  return copy;
}

async function savedPanel(productIds: string[], overrides: Partial<OfflinePanelSaveBody> = {}): Promise<OfflinePanelDetail> {
  const preview = await uploaded('preview', 'preview.png', makePng(300, 400));
  const pkg = await uploaded('package', 'panel.zip', await goodPackage());
  const r = await env.asDemo<OfflinePanelDetail>('POST', offlinePanelPaths.save, {
    body: { name: 'Aroma H5', panelType: 'h5', description: 'Diffuser', productType: TEST_CLASS, previewKey: preview.key, packageKey: pkg.key, productIds, ...overrides },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

describe('offline panel uploads', () => {
  it('refuses every unsafe or wrong package and stores nothing', async () => {
    const refusals: [string, ZipPart[] | Buffer, number, string][] = [
      ['escaping', [{ name: 'ok.html', pieces: ['x'] }, { name: '../evil.js', pieces: ['x'] }], 422, 'The package holds an entry outside its folder: ../evil.js'],
      ['absolute', [{ name: '/etc/cron.d/evil', pieces: ['x'] }], 422, 'The package holds an entry outside its folder: /etc/cron.d/evil'],
      ['backslash', [{ name: 'a\\..\\..\\evil', pieces: ['x'] }], 422, 'The package holds an entry outside its folder: a\\..\\..\\evil'],
      ['bomb', [{ name: 'zeros.bin', pieces: repeated('\0', 21 * 2 ** 20) }], 413, 'The package unpacks to more than 20M, or holds more files than the limit (1000)'],
      ['empty', [{ name: 'only/', pieces: [], stored: true }], 422, 'The package holds no files'],
      ['not a zip', makePng(10, 10), 415, 'The package must be a ZIP file'],
    ];
    for (const [what, parts, status, msg] of refusals) {
      const data = Buffer.isBuffer(parts) ? parts : await makeZip(parts);
      const r = await upload('package', 'panel.zip', data);
      expect([what, r.status, r.body.msg]).toEqual([what, status, msg]);
    }

    // A bomb whose header claims 100 bytes stops at what it claimed.
    const liar = patchFirstEntry(await makeZip([{ name: 'zeros.bin', pieces: repeated('\0', 21 * 2 ** 20) }]), (central) => central.writeUInt32LE(100, 24));
    expect((await upload('package', 'panel.zip', liar)).body.msg).toBe('The package unpacks to more than 20M, or holds more files than the limit (1000)');
    // A symlink (Unix mode in the external attributes) after a good file: the good one is removed too.
    const link = patchFirstEntry(await makeZip([{ name: 'link', pieces: ['/etc/passwd'], stored: true }, { name: 'index.html', pieces: [page] }]), (central) => {
      central.writeUInt16LE(0x0314, 4);
      central.writeUInt32LE((0o120777 << 16) >>> 0, 38);
    });
    expect((await upload('package', 'panel.zip', link)).body.msg).toBe('The package holds an entry outside its folder: link');
    const lastGood = await makeZip([{ name: 'index.html', pieces: [page] }, { name: '../up', pieces: ['x'] }]);
    expect((await upload('package', 'panel.zip', lastGood)).status).toBe(422);

    expect(await storedPackageFiles()).toEqual([]);
  });

  it('refuses a preview that is not a 3:4 image and a language pack that is not xls or csv', async () => {
    const wide = await upload('preview', 'preview.png', makePng(400, 300));
    expect([wide.status, wide.body.msg]).toEqual([422, 'The preview must have a 3:4 ratio']);
    const notImage = await upload('preview', 'preview.png', Buffer.from('hello'));
    expect([notImage.status, notImage.body.msg]).toEqual([415, 'The preview must be a png, jpg, jpeg or bmp image']);
    for (const data of [makePng(10, 10), Buffer.from('key,en\0,zh'), Buffer.from([0x6b, 0x65, 0xff, 0xfe, 0x79])]) {
      const r = await upload('language', 'lang.csv', data);
      expect([r.status, r.body.msg]).toEqual([415, 'The language pack must be an xls or csv file']);
    }
    expect(await storedPackageFiles()).toEqual([]);

    expect(await uploaded('language', 'lang.csv', Buffer.from('key,zh,en\npower,电源,Power\n'))).toMatchObject({ kind: 'language', fileName: 'lang.csv' });
    expect(await uploaded('language', 'lang.xls', makeCompoundFile())).toMatchObject({ kind: 'language' });
  });
});

describe('offline panels', () => {
  it('unpacks a good package, lists its files and serves them sandboxed by a signed address', async () => {
    const pkg = await uploaded('package', 'panel.zip', await goodPackage());
    expect(pkg).toMatchObject({ kind: 'package', entries: 2, unpackedSize: page.length + 'document.title = "panel"'.length });
    const preview = await uploaded('preview', 'preview.png', makePng(300, 400));
    const saved = await env.asDemo<OfflinePanelDetail>('POST', offlinePanelPaths.save, {
      body: { name: 'Aroma H5', panelType: 'h5', productType: TEST_CLASS, previewKey: preview.key, packageKey: pkg.key },
    });
    expect(saved.body.data).toMatchObject({ status: 'disabled', published: false, packageName: 'panel.zip', packageEntries: 2, productTypeName: 'Test bulb' });
    expect(saved.body.data.files).toEqual([{ path: 'dist/index.html', size: page.length }, { path: 'dist/app.js', size: 24 }]);

    // An upload is taken once.
    const reused = await env.asDemo('POST', offlinePanelPaths.save, { body: { name: 'Again', panelType: 'h5', productType: TEST_CLASS, previewKey: preview.key, packageKey: pkg.key } });
    expect([reused.status, reused.body.msg]).toEqual([422, 'The uploaded file has expired; upload it again']);

    const { url } = (await env.asDemo<OfflinePanelPreviewUrl>('GET', offlinePanelPaths.previewUrl(saved.body.data.id))).body.data;
    expect(url).toMatch(/\/dist\/index\.html$/);
    const entry = await env.t.app.inject({ method: 'GET', url });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(page);
    expect(entry.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(entry.headers['content-security-policy']).toContain('sandbox allow-scripts');
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    const script = await env.t.app.inject({ method: 'GET', url: url.replace(/index\.html$/, 'app.js') });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect((await env.t.app.inject({ method: 'GET', url: url.replace(/\/([^/]+)\/dist\//, '/AAAA$1/dist/') })).statusCode).toBe(403);
    // Signed rightly, but expired.
    const expires = Math.floor(env.t.clock.now().getTime() / 1000) - 1;
    const expired = url.replace(/\/\d+\/[^/]+\/dist\//, `/${expires}/${signature(env.t.config.deviceSecret, 'offline-panel-preview', saved.body.data.id, expires)}/dist/`);
    expect((await env.t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('is chosen by an assigned product once enabled and published, and cannot be deleted while in use', async () => {
    const productId = await insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now());
    const other = await insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now());
    const panel = await savedPanel([]);
    const select = (product: string) => env.asDemo<ControlPanelList>('POST', panelPaths.selectControlPanel, { body: { productId: product, kind: 'offline', ref: panel.id } });
    expect((await select(productId)).body.msg).toBe('This panel was designed for another product');

    expect((await env.asDemo<OfflinePanelDetail>('POST', offlinePanelPaths.assign, { body: { id: panel.id, productIds: [productId] } })).body.data.products).toEqual([
      { id: productId, name: 'Smart bulb' },
    ]);
    const listed = (await env.asDemo<ControlPanelList>('GET', panelPaths.controlPanelList, { query: { productId } })).body.data.choices.find((c) => c.kind === 'offline');
    expect(listed).toMatchObject({ ref: panel.id, name: 'Aroma H5', blockedReason: 'panel.disabled', previewUrl: panel.previewUrl });
    expect((await select(productId)).body.msg).toBe('The panel is disabled');
    await env.asDemo('POST', offlinePanelPaths.enable, { body: { id: panel.id, enabled: true } });
    expect((await select(productId)).body.msg).toBe('Publish the offline panel before products use it');
    expect((await env.asDemo<OfflinePanelDetail>('POST', offlinePanelPaths.publish, { body: { id: panel.id } })).body.data.published).toBe(true);
    expect((await select(productId)).status).toBe(200);
    expect((await select(other)).status).toBe(422);

    const live = (await env.asDemo<LivePanel>('GET', panelPaths.live, { query: { productId } })).body.data;
    expect(live).toMatchObject({ kind: 'offline', ref: panel.id, document: null, offline: { id: panel.id, panelType: 'h5', previewUrl: panel.previewUrl } });

    const list = (await env.asDemo<PageResult<OfflinePanel>>('POST', offlinePanelPaths.list, { body: { status: 'enabled' } })).body.data;
    expect(list.list.find((p) => p.id === panel.id)).toMatchObject({ usedBy: 1, status: 'enabled' });
    const inUse = await env.asDemo('POST', offlinePanelPaths.delete, { body: { id: panel.id } });
    expect([inUse.status, inUse.body.msg]).toEqual([409, 'This offline panel is in use by a product and cannot be deleted']);
    // Nor taken from the product that shows it; an edit that names no products keeps them.
    const unassign = await env.asDemo('POST', offlinePanelPaths.assign, { body: { id: panel.id, productIds: [other] } });
    expect([unassign.status, unassign.body.msg]).toEqual([409, 'This offline panel is in use by a product and cannot be deleted']);
    const edited = await env.asDemo<OfflinePanelDetail>('POST', offlinePanelPaths.edit, {
      body: { id: panel.id, name: 'Aroma H5 v2', panelType: 'h5', productType: panel.productType, description: '' },
    });
    expect(edited.body.data.products.map((p) => p.id)).toEqual([productId]);

    // Disabled: the product shows the default panel again; once nothing uses it, it goes with its files.
    await env.asDemo('POST', offlinePanelPaths.enable, { body: { id: panel.id, enabled: false } });
    expect((await env.asDemo<LivePanel>('GET', panelPaths.live, { query: { productId } })).body.data.kind).toBe('default');
    await env.asDemo('POST', panelPaths.selectControlPanel, { body: { productId, kind: 'default', ref: null } });
    const before = (await storedPackageFiles()).length;
    expect((await env.asDemo('POST', offlinePanelPaths.delete, { body: { id: panel.id } })).status).toBe(200);
    expect((await storedPackageFiles()).length).toBe(before - 2);
    expect((await env.asDemo('GET', offlinePanelPaths.detail(panel.id))).status).toBe(404);
  });

  it('shows another space nothing and lets it take none of its uploads', async () => {
    const productId = await insertProduct(env.t.db, env.demo.tenantId, env.t.clock.now());
    const panel = await savedPanel([productId]);
    expect((await env.asDev('GET', offlinePanelPaths.detail(panel.id))).status).toBe(404);
    expect((await env.asDev<PageResult<OfflinePanel>>('POST', offlinePanelPaths.list, { body: {} })).body.data.total).toBe(0);
    expect((await env.asDev('GET', offlinePanelPaths.previewUrl(panel.id))).status).toBe(404);
    expect((await env.asDev('POST', offlinePanelPaths.delete, { body: { id: panel.id } })).status).toBe(404);
    expect((await env.asDev('POST', offlinePanelPaths.assign, { body: { id: panel.id, productIds: [] } })).status).toBe(404);

    const preview = await uploaded('preview', 'preview.png', makePng(300, 400));
    const pkg = await uploaded('package', 'panel.zip', await goodPackage());
    const stolen = await env.asDev('POST', offlinePanelPaths.save, { body: { name: 'Stolen', panelType: 'rn', productType: TEST_CLASS, previewKey: preview.key, packageKey: pkg.key } });
    expect([stolen.status, stolen.body.msg]).toEqual([422, 'The uploaded file has expired; upload it again']);
    const ownPreview = await uploaded('preview', 'preview.png', makePng(3, 4), env.dev.token);
    const ownPackage = await uploaded('package', 'panel.zip', await goodPackage(), env.dev.token);
    const foreignProduct = await env.asDev('POST', offlinePanelPaths.save, {
      body: { name: 'Mine', panelType: 'rn', productType: TEST_CLASS, previewKey: ownPreview.key, packageKey: ownPackage.key, productIds: [productId] },
    });
    expect(foreignProduct.status).toBe(404);
  });
});
