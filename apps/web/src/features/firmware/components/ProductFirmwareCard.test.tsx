import { act } from 'react';
import type { ModalFuncProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Perm } from '@iotc/shared';
import { firmwarePaths, type ProductFirmwareResult } from '@iotc/shared/firmware';
import { ProductStatus } from '@iotc/shared/products';
import { api, bodyOf, callsTo, envelope, setupServer, signIn } from '@/features/devices/testSupport';
import { productDetail } from '@/features/products/testData';
import { bindFeedback } from '@/lib/feedback';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { customChoice, customFirmware, firmwareItem, productFirmwareItem, versionItem } from '../testData';
import { ProductFirmwareCard } from './ProductFirmwareCard';

const { server, toasts } = setupServer();
let view: Rendered;
let confirms: ModalFuncProps[];
let answer: ProductFirmwareResult;
beforeEach(() => {
  signIn([Perm.productEdit]);
  confirms = [];
  bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: (props) => void confirms.push(props) });
  answer = {
    standard: [productFirmwareItem(firmwareItem({ newestVersion: '01.01.00' }))],
    custom: [productFirmwareItem(customFirmware(), { currentVersionId: null, currentVersion: null })],
  };
  server().on('GET', api(firmwarePaths.productFirmware), () => ({ body: envelope(0, 'ok', answer) }));
});
afterEach(() => view.unmount());

const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const items = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="product-firmware"]')];
const show = (readOnly = false) => render(<ProductFirmwareCard product={productDetail()} readOnly={readOnly} />, '/product/product/setting/index?productId=p1&tab=hardware');

describe('ProductFirmwareCard', { timeout: 30_000 }, () => {
  it("shows the product's firmware and its custom firmware with current and newest versions, and links to details and OTA releases", async () => {
    view = await show();
    await waitFor(() => expect(items()).toHaveLength(2), 8000);
    expect(callsTo(server(), firmwarePaths.productFirmware)[0]!.query.get('productId')).toBe('p1');
    expect(items()[0]!.textContent).toContain('灯模组固件');
    expect(items()[0]!.textContent).toContain('当前版本：01.00.00');
    expect(items()[0]!.textContent).toContain('最新版本：01.01.00');
    expect(items()[0]!.textContent).toContain('有新版本');
    expect(items()[1]!.textContent).toContain('当前版本：—');
    expect(items()[0]!.querySelector('a')!.getAttribute('href')).toBe('/firmware/detail/index?id=fw-1');
    await click(byTestId(view.container, 'product-firmware-ota'));
    expect(byTestId(view.container, 'location').textContent).toBe('/firmware/ota/index?productId=p1');
  });

  it('changes the version the product ships to another published one', async () => {
    server().on('GET', api(firmwarePaths.changeVersionList), () => ({
      body: envelope(0, 'ok', [versionItem({ id: 'v-2', version: '01.01.00' }), versionItem()]),
    }));
    server().on('POST', api(firmwarePaths.changeVersionSubmit), () => ({ body: envelope(0, 'ok', null) }));
    view = await show();
    await waitFor(() => expect(items()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'product-firmware-change-fwabcdefgh123456'));
    await waitFor(() => expect(q('change-version-01.01.00')).not.toBeNull());
    expect(callsTo(server(), firmwarePaths.changeVersionList)[0]!.query.toString()).toBe('productId=p1&firmwareId=fw-1');
    // antd hands the test id to the radio's input; its label holds the text.
    expect(q('change-version-01.00.00')!.closest('label')!.textContent).toContain('当前');
    expect((q('change-version-save') as HTMLButtonElement).disabled).toBe(true);
    await click(q('change-version-01.01.00')!);
    await click(byTestId(document.body, 'change-version-save'));
    await waitFor(() => expect(bodyOf(callsTo(server(), firmwarePaths.changeVersionSubmit)[0])).toEqual({ productId: 'p1', firmwareId: 'fw-1', versionId: 'v-2' }));
    await waitFor(() => expect(toasts).toContain('版本已更换'));
  });

  it("lists a custom firmware's versions from the custom call", async () => {
    server().on('GET', api(firmwarePaths.changeCustomVersionList), () => ({ body: envelope(0, 'ok', []) }));
    view = await show();
    await waitFor(() => expect(items()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'product-firmware-change-fwcustom00000001'));
    await waitFor(() => expect(q('change-version-empty')?.textContent).toContain('暂无已发布的版本'));
    expect(callsTo(server(), firmwarePaths.changeVersionList)).toEqual([]);
  });

  it('chooses a custom firmware of the space, and removes one after the confirmation', async () => {
    server().on('GET', api(firmwarePaths.queryCustomFirmware), () => ({
      body: envelope(0, 'ok', [customChoice({ selected: true }), customChoice({ id: 'fw-d', key: 'fwcustom00000002', nameZh: '门磁固件' })]),
    }));
    server().on('POST', api(firmwarePaths.selectCustomerFirmware), () => ({ body: envelope(0, 'ok', null) }));
    server().on('POST', api(firmwarePaths.removeCustomerFirmware), () => ({ body: envelope(0, 'ok', null) }));
    view = await show();
    await waitFor(() => expect(items()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'product-firmware-choose-custom'));
    await waitFor(() => expect(document.querySelectorAll('[data-testid="custom-firmware-row"]')).toHaveLength(2));
    expect(q('custom-firmware-choose-fwcustom00000001')).toBeNull();
    await click(byTestId(document.body, 'custom-firmware-choose-fwcustom00000002'));
    await waitFor(() => expect(bodyOf(callsTo(server(), firmwarePaths.selectCustomerFirmware)[0])).toEqual({ productId: 'p1', firmwareId: 'fw-d' }));
    await waitFor(() => expect(toasts).toContain('已为产品添加自定义固件'));

    await click(byTestId(view.container, 'product-firmware-remove-fwcustom00000001'));
    expect(confirms.map((c) => c.title)).toEqual(['移除该自定义固件？']);
    expect(callsTo(server(), firmwarePaths.removeCustomerFirmware)).toEqual([]);
    await act(async () => {
      await (confirms[0]!.onOk as () => Promise<unknown>)();
    });
    expect(bodyOf(callsTo(server(), firmwarePaths.removeCustomerFirmware)[0])).toEqual({ productId: 'p1', firmwareId: 'fw-c' });
  });

  it('adds firmware through the list with the product chosen', async () => {
    view = await show();
    await waitFor(() => expect(items()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'product-firmware-add'));
    expect(byTestId(view.container, 'location').textContent).toBe('/firmware/list/index?productId=p1&create=1');
  });

  it('offers no change once development is complete, only the firmware and the links', async () => {
    view = await render(<ProductFirmwareCard product={productDetail({ status: ProductStatus.Published })} readOnly />);
    await waitFor(() => expect(items()).toHaveLength(2), 8000);
    for (const testId of ['product-firmware-add', 'product-firmware-choose-custom', 'product-firmware-change-fwabcdefgh123456', 'product-firmware-remove-fwcustom00000001']) {
      expect(q(testId)).toBeNull();
    }
    expect(q('product-firmware-ota')).not.toBeNull();
  });

  it('says when the product has no firmware yet', async () => {
    answer = { standard: [], custom: [] };
    view = await show();
    await waitFor(() => expect(q('product-firmware-empty')?.textContent).toContain('该产品暂无固件'));
  });
});
