import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@iotc/shared';
import { firmwarePaths } from '@iotc/shared/firmware';
import { pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, setupServer } from '@/features/devices/testSupport';
import { chooseFile, fileOf, multipartFields, typeText } from '@/features/networkGuide/testData';
import type { ModalFuncProps } from 'antd';
import { bindFeedback } from '@/lib/feedback';
import { t } from '@/lib/i18n';
import { byTestId, cellTexts, click, render, rowDetails, waitFor, type Rendered } from '@/test/render';
import { act } from 'react';
import { firmwareItem, versionItem } from '../testData';
import FirmwareDetailPage from './FirmwareDetailPage';

const { server, toasts } = setupServer();
let view: Rendered;
let confirms: ModalFuncProps[];
beforeEach(() => {
  confirms = [];
  bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: (props) => void confirms.push(props) });
  server().on('GET', api(firmwarePaths.detail('fw-1')), () => ({ body: envelope(0, 'ok', firmwareItem()) }));
  server().on('POST', api(firmwarePaths.versionList), () =>
    pageOf([versionItem({ id: 'v-2', version: '01.01.00', status: 'draft', publishedAt: null, isMust: true }), versionItem()]),
  );
  server().on('POST', api(firmwarePaths.list), () => pageOf([firmwareItem()]));
});
afterEach(() => view.unmount());

const open = () => render(<FirmwareDetailPage />, '/firmware/detail/index?id=fw-1');
const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="version-row"]')];
const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const answer = async (index = 0) => {
  await act(async () => {
    await (confirms[index]!.onOk as () => Promise<unknown>)();
  });
};

describe('FirmwareDetailPage', { timeout: 30_000 }, () => {
  it("shows the firmware's fields and its versions: status, file, shortened SHA-256, critical flag, published time", async () => {
    view = await open();
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    const fields = byTestId(view.container, 'firmware-fields').textContent;
    for (const text of ['Lamp module firmware', 'fwabcdefgh123456', 'lamp_module', 'Smart lamp', '4M', '600 秒', '提醒升级']) expect(fields).toContain(text);
    expect(cellTexts(rows()[0]!).slice(0, 4)).toEqual(['01.01.00', '草稿', 'lamp-1.0.0.bin (512 KB)', 'aaaaaaaa…12345678']);
    // The description, the critical flag and the dependency are in the row's details.
    expect(await rowDetails(rows()[0]!)).toMatchObject({ 版本描述: 'First release', 关键版本: '是' });
    expect(cellTexts(rows()[1]!)[1]).toBe('已发布');
    expect(bodyOf(callsTo(server(), firmwarePaths.versionList)[0])).toEqual({ firmwareId: 'fw-1', pageNo: 1, pageSize: 10 });
    // What each status allows.
    expect(q('version-edit-01.01.00')).not.toBeNull();
    expect(q('version-delete-01.01.00')).not.toBeNull();
    expect(q('version-unlist-01.01.00')).toBeNull();
    expect(q('version-edit-01.00.00')).toBeNull();
    expect(q('version-unlist-01.00.00')).not.toBeNull();
    expect(q('version-release-01.00.00')!.getAttribute('href')).toBe('/firmware/ota/create/index?productId=p1&firmwareId=fw-1&versionId=v-1');
    expect(q('version-release-01.01.00')).toBeNull();
  });

  it('publishes a draft and unlists a published version, each after its confirmation', async () => {
    server().on('POST', api(firmwarePaths.versionPublish), () => ({ body: envelope(0, 'ok', null) }));
    server().on('POST', api(firmwarePaths.versionUnlist), () => ({ body: envelope(0, 'ok', null) }));
    view = await open();
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'version-publish-01.01.00'));
    expect(confirms.map((c) => c.title)).toEqual(['发布版本 01.01.00？']);
    expect(callsTo(server(), firmwarePaths.versionPublish)).toEqual([]);
    await answer(0);
    expect(bodyOf(callsTo(server(), firmwarePaths.versionPublish)[0])).toEqual({ id: 'v-2' });
    expect(toasts).toContain('版本 01.01.00 已发布');

    await click(byTestId(view.container, 'version-unlist-01.00.00'));
    await answer(1);
    expect(bodyOf(callsTo(server(), firmwarePaths.versionUnlist)[0])).toEqual({ id: 'v-1' });
  });

  it("deletes a draft after the confirmation, and shows the server's refusal", async () => {
    server().on('POST', api(firmwarePaths.versionDelete), () => ({ status: 409, body: envelope(409, t('firmware.versionNotDraft'), null) }));
    view = await open();
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'version-delete-01.01.00'));
    await click(byTestId(document.body, 'version-delete-confirm'));
    await waitFor(() => expect(bodyOf(callsTo(server(), firmwarePaths.versionDelete)[0])).toEqual({ id: 'v-2' }));
    await waitFor(() => expect(toasts).toContain('只有草稿版本可以编辑或删除'));
  });

  it('refuses a file that is not .bin or is over 10M before uploading, then uploads a .bin and saves the draft with its token', async () => {
    server().on('POST', api(firmwarePaths.upload), () => ({
      body: envelope(0, 'ok', { token: 't1/firmware/new.bin', fileName: 'lamp-1.2.0.bin', size: 2048, sha256: 'c'.repeat(64), md5: 'd'.repeat(32) }),
    }));
    server().on('POST', api(firmwarePaths.versionSave), () => ({ body: envelope(0, 'ok', versionItem({ id: 'v-3', version: '01.02.00', status: 'draft' })) }));
    view = await open();
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'version-add'));
    const file = byTestId(document.body, 'version-file') as HTMLInputElement;
    expect(file.accept).toBe('.bin');

    await chooseFile(file, fileOf('lamp.png', 'image/png', 1000));
    await waitFor(() => expect(q('version-file-error')?.textContent).toBe('仅支持 .bin 格式的文件'));
    await chooseFile(file, fileOf('big.bin', 'application/octet-stream', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(q('version-file-error')?.textContent).toBe('固件包不能超过 10M'));
    expect(callsTo(server(), firmwarePaths.upload)).toEqual([]);

    // Nothing uploaded: the save names what is missing and sends nothing.
    await typeText(byTestId(document.body, 'version-number') as HTMLInputElement, '1.2');
    await click(byTestId(document.body, 'version-form-submit'));
    await waitFor(() => expect(document.body.textContent).toContain('请上传固件文件'));
    expect(document.body.textContent).toContain(t('validation.version'));
    expect(callsTo(server(), firmwarePaths.versionSave)).toEqual([]);

    await typeText(byTestId(document.body, 'version-number') as HTMLInputElement, '01.02.00');
    await typeText(byTestId(document.body, 'version-description') as HTMLTextAreaElement, 'Faster pairing');
    await chooseFile(file, fileOf('lamp-1.2.0.bin', 'application/octet-stream', 2048));
    await waitFor(() => expect(q('version-file-name')?.textContent).toContain('lamp-1.2.0.bin'));
    expect(q('version-file-error')).toBeNull();
    expect(multipartFields(callsTo(server(), firmwarePaths.upload)[0]!)).toEqual({ kind: 'upgrade' });

    await click(byTestId(document.body, 'version-form-submit'));
    await waitFor(() =>
      expect(bodyOf(callsTo(server(), firmwarePaths.versionSave)[0])).toEqual({
        firmwareId: 'fw-1',
        version: '01.02.00',
        description: 'Faster pairing',
        file: 't1/firmware/new.bin',
        fileName: 'lamp-1.2.0.bin',
        productionFile: null,
        productionFileName: null,
        isMust: false,
        dependencyFirmwareId: null,
        dependencyVersion: null,
      }),
    );
    await waitFor(() => expect(toasts).toContain('版本已保存为草稿'));
  });

  it("shows the server's refusal of an upload next to the file", async () => {
    server().on('POST', api(firmwarePaths.upload), () => ({ status: 422, body: envelope(ErrorCode.Validation, '仅支持 .bin 格式的文件', null) }));
    view = await open();
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'version-add'));
    await chooseFile(byTestId(document.body, 'version-file') as HTMLInputElement, fileOf('renamed.bin', 'application/octet-stream', 100));
    await waitFor(() => expect(q('version-file-error')?.textContent).toBe('仅支持 .bin 格式的文件'));
    expect(q('version-file-name')).toBeNull();
  });

  it('edits a draft keeping its file', async () => {
    server().on('POST', api(firmwarePaths.versionEdit), () => ({ body: envelope(0, 'ok', versionItem()) }));
    view = await open();
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'version-edit-01.01.00'));
    expect((byTestId(document.body, 'version-number') as HTMLInputElement).disabled).toBe(true);
    expect(q('version-file-name')?.textContent).toContain('lamp-1.0.0.bin');
    await click(byTestId(document.body, 'version-form-submit'));
    await waitFor(() =>
      expect(bodyOf(callsTo(server(), firmwarePaths.versionEdit)[0])).toMatchObject({ id: 'v-2', file: 't1/firmware/a.bin', fileName: 'lamp-1.0.0.bin', isMust: true }),
    );
  });

  it('says so when the firmware does not exist', async () => {
    server().on('GET', api(firmwarePaths.detail('fw-1')), () => ({ status: 404, body: envelope(ErrorCode.NotFound, 'not found', null) }));
    view = await open();
    await waitFor(() => expect(view.container.textContent).toContain('该固件不存在或已被删除'));
  });
});
