import { afterEach, describe, expect, it } from 'vitest';
import { validateValue } from '@iotc/shared';
import { firmwarePaths, firmwareSaveBody } from '@iotc/shared/firmware';
import { pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, pick, search, setupServer } from '@/features/devices/testSupport';
import { typeText } from '@/features/networkGuide/testData';
import { t } from '@/lib/i18n';
import { byTestId, cellTexts, click, render, rowDetails, waitFor, type Rendered } from '@/test/render';
import { customFirmware, firmwareItem } from '../testData';
import FirmwareListPage from './FirmwareListPage';

const { server, toasts } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="firmware-row"]')];
const lastListBody = () => bodyOf(callsTo(server(), firmwarePaths.list).at(-1));
const input = (testId: string) => byTestId(document.body, testId) as HTMLInputElement;
/** The messages the form shows under its fields, in order. */
const formErrors = () => [...document.querySelectorAll('.ant-modal .ant-form-item-explain-error')].map((e) => e.textContent);
const messageOf = (schema: Parameters<typeof validateValue>[0], value: unknown) => {
  const problem = validateValue(schema, value)!;
  return t(problem.key, problem.params);
};

describe('FirmwareListPage', { timeout: 30_000 }, () => {
  it('lists name, key, flag, type, product (or custom), newest version and versions, the other name in the details, and searches', async () => {
    server().on('POST', api(firmwarePaths.list), () => pageOf([firmwareItem(), customFirmware({ newestVersion: null, versionCount: 0 })]));
    view = await render(<FirmwareListPage />, '/firmware/list/index');
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    expect(cellTexts(rows()[0]!).slice(0, 6)).toEqual(['灯模组固件', 'fwabcdefgh123456', '模组固件', 'Smart lamp', '01.00.00', '2025-01-0108:00:00']);
    expect(cellTexts(rows()[1]!).slice(0, 5)).toEqual(['通用传感器固件', 'fwcustom00000001', 'MCU 固件', '自定义', '—']);
    expect(await rowDetails(rows()[0]!)).toEqual({ 英文名称: 'Lamp module firmware', 标识: 'lamp_module', 版本数: '2' });
    expect(lastListBody()).toEqual({ pageNo: 1, pageSize: 10 });

    await search('firmware-search', ' lamp ');
    await waitFor(() => expect(lastListBody()).toEqual({ keyword: 'lamp', pageNo: 1, pageSize: 10 }));
    await pick('firmware-filter-kind', '自定义固件');
    await waitFor(() => expect(lastListBody()).toEqual({ keyword: 'lamp', custom: true, pageNo: 1, pageSize: 10 }));
  });

  it('says when there is no firmware yet, and offers to create one', async () => {
    server().on('POST', api(firmwarePaths.list), () => pageOf([]));
    view = await render(<FirmwareListPage />, '/firmware/list/index');
    await waitFor(() => expect(byTestId(view.container, 'firmware-empty').textContent).toContain('暂无固件'));
    expect(byTestId(view.container, 'firmware-add-empty').textContent).toContain('新建固件');
  });

  it('checks every field of a new firmware with the shared rules before it sends anything, then creates it', async () => {
    server().on('POST', api(firmwarePaths.list), () => pageOf([]));
    server().on('POST', api(firmwarePaths.save), () => ({ body: envelope(0, 'ok', firmwareItem()) }));
    view = await render(<FirmwareListPage />, '/firmware/list/index');
    await click(byTestId(view.container, 'firmware-add'));
    await click(byTestId(document.body, 'firmware-form-submit'));
    await waitFor(() =>
      expect(formErrors()).toEqual([
        messageOf(firmwareSaveBody.shape.nameZh, ''),
        messageOf(firmwareSaveBody.shape.nameEn, ''),
        t('firmware.form.productRequired'),
        messageOf(firmwareSaveBody.shape.type, undefined),
        messageOf(firmwareSaveBody.shape.flag, ''),
        messageOf(firmwareSaveBody.shape.upgradeChannel, undefined),
        messageOf(firmwareSaveBody.shape.flashSize, undefined),
      ]),
    );
    expect(formErrors()[0]).toBeTruthy();

    await typeText(input('firmware-nameZh'), '灯模组固件');
    await typeText(input('firmware-nameEn'), 'Lamp module firmware');
    await typeText(input('firmware-flag'), '9lamp');
    await waitFor(() => expect(formErrors()).toContain(messageOf(firmwareSaveBody.shape.flag, '9lamp')));
    await typeText(input('firmware-flag'), 'lamp_module');
    await pick('firmware-product', 'Smart lamp');
    await pick('firmware-type', '模组固件');
    await pick('firmware-flash', '4M');
    // The channel follows the type.
    expect(input('firmware-channel').value).toBe('0');
    await click(byTestId(document.body, 'firmware-form-submit'));
    await waitFor(() =>
      expect(bodyOf(callsTo(server(), firmwarePaths.save)[0])).toEqual({
        productId: 'p1',
        type: 'module',
        nameZh: '灯模组固件',
        nameEn: 'Lamp module firmware',
        flag: 'lamp_module',
        upgradeChannel: 0,
        flashSize: '4M',
        upgradeTimeoutS: 600,
        upgradeMode: 'notify',
      }),
    );
    await waitFor(() => expect(toasts).toContain('固件已创建'));
  });

  it("opens the create form for the product the address names (the product card's Add firmware), and shows the server's refusal", async () => {
    server().on('POST', api(firmwarePaths.list), () => pageOf([firmwareItem()]));
    server().on('POST', api(firmwarePaths.save), () => ({ status: 409, body: envelope(409, '该产品已有模组固件', null) }));
    view = await render(<FirmwareListPage />, '/firmware/list/index?productId=p1&create=1');
    await waitFor(() => expect(document.querySelector('.ant-modal [data-testid="firmware-product"]')).not.toBeNull());
    await waitFor(() => expect(document.querySelector('.ant-modal .ant-select-selection-item')?.textContent).toBe('Smart lamp'));
    expect(lastListBody()).toEqual({ productId: 'p1', pageNo: 1, pageSize: 10 });

    await typeText(input('firmware-nameZh'), '灯模组固件');
    await typeText(input('firmware-nameEn'), 'Lamp');
    await typeText(input('firmware-flag'), 'lamp');
    await pick('firmware-type', '模组固件');
    await pick('firmware-flash', '4M');
    await click(byTestId(document.body, 'firmware-form-submit'));
    await waitFor(() => expect(toasts).toContain('该产品已有模组固件'));
    // The form stays open with what was typed.
    expect(input('firmware-nameZh').value).toBe('灯模组固件');
  });

  it('deletes a firmware after the confirmation', async () => {
    server().on('POST', api(firmwarePaths.list), () => pageOf([firmwareItem()]));
    server().on('POST', api(firmwarePaths.delete), () => ({ body: envelope(0, 'ok', null) }));
    view = await render(<FirmwareListPage />, '/firmware/list/index');
    await waitFor(() => expect(rows()).toHaveLength(1), 8000);
    await click(byTestId(view.container, 'firmware-delete-fwabcdefgh123456'));
    expect(document.body.textContent).toContain('删除固件“灯模组固件”及其 2 个版本？');
    expect(callsTo(server(), firmwarePaths.delete)).toEqual([]);
    await click(byTestId(document.body, 'firmware-delete-confirm'));
    await waitFor(() => expect(bodyOf(callsTo(server(), firmwarePaths.delete)[0])).toEqual({ id: 'fw-1' }));
    await waitFor(() => expect(toasts).toContain('固件已删除'));
  });
});
