import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { otaPaths } from '@iotc/shared/ota';
import { pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, pick, setupServer } from '@/features/devices/testSupport';
import { byTestId, render, waitFor, type Rendered } from '@/test/render';
import { whitelistItem } from '../testData';
import { type } from '../testSupport';
import OtaWhitelistPage from './OtaWhitelistPage';

const { server, toasts } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="ota-whitelist-row"]')];
const click = (testId: string) => act(async () => byTestId(document.body, testId).click());
const twoAccounts = [whitelistItem(), whitelistItem({ id: 'wl-2', value: 'qa@example.com' })];

describe('OtaWhitelistPage', { timeout: 30_000 }, () => {
  it('asks for a product, then lists its accounts and device ids', async () => {
    server().on('POST', api(otaPaths.whitelistList), (call) => pageOf((JSON.parse(call.body) as { kind: string }).kind === 'account' ? twoAccounts : []));
    view = await render(<OtaWhitelistPage />, '/firmware/ota/whitelist/index');
    expect(byTestId(view.container, 'ota-whitelist-no-product').textContent).toContain('请选择产品以查看其白名单');
    await pick('ota-whitelist-product', 'Smart lamp');
    await waitFor(() => expect(rows().map((r) => r.dataset.id)).toEqual(['tester@example.com', 'qa@example.com']));
    expect(byTestId(document.body, 'location').textContent).toBe('/firmware/ota/whitelist/index?productId=p1');
    expect(bodyOf(callsTo(server(), otaPaths.whitelistList)[0])).toEqual({ productId: 'p1', kind: 'account', pageNo: 1, pageSize: 10 });
    await click('ota-whitelist-tab-device');
    await waitFor(() => expect(byTestId(view.container, 'ota-whitelist-empty').textContent).toContain('白名单暂无设备'));
  });

  it('adds many entries at once, one per line', async () => {
    server().on('POST', api(otaPaths.whitelistList), () => pageOf([]));
    server().on('POST', api(otaPaths.whitelistAdd), () => ({ body: envelope(0, 'ok', null) }));
    view = await render(<OtaWhitelistPage />, '/firmware/ota/whitelist/index?productId=p1');
    await waitFor(() => byTestId(view.container, 'ota-whitelist-empty'));
    await click('ota-whitelist-add');
    await click('ota-whitelist-add-submit');
    await waitFor(() => expect([...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent)).toEqual(['此项为必填项']));
    await type('ota-whitelist-values', 'a@example.com\n\n b@example.com \n');
    await click('ota-whitelist-add-submit');
    await waitFor(() => expect(callsTo(server(), otaPaths.whitelistAdd)).toHaveLength(1));
    expect(bodyOf(callsTo(server(), otaPaths.whitelistAdd)[0])).toEqual({ productId: 'p1', kind: 'account', values: ['a@example.com', 'b@example.com'] });
    await waitFor(() => expect(toasts).toContain('白名单已更新'));
  });

  it('deletes one row, and the selected rows, after the confirmation', async () => {
    server().on('POST', api(otaPaths.whitelistList), () => pageOf(twoAccounts));
    server().on('POST', api(otaPaths.whitelistDelete), () => ({ body: envelope(0, 'ok', null) }));
    view = await render(<OtaWhitelistPage />, '/firmware/ota/whitelist/index?productId=p1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await click('ota-whitelist-delete-qa@example.com');
    expect(document.body.textContent).toContain('从白名单删除 qa@example.com？');
    expect(callsTo(server(), otaPaths.whitelistDelete)).toEqual([]);
    const listed = callsTo(server(), otaPaths.whitelistList).length;
    await click('ota-whitelist-delete-confirm');
    await waitFor(() => expect(bodyOf(callsTo(server(), otaPaths.whitelistDelete)[0])).toEqual({ ids: ['wl-2'] }));
    // The delete reloads the list: the rows are chosen once it is back, each as it is drawn then.
    await waitFor(() => expect(callsTo(server(), otaPaths.whitelistList).length).toBeGreaterThan(listed));
    await waitFor(() => expect(rows()).toHaveLength(2));

    expect(byTestId(view.container, 'ota-whitelist-batch-delete').hasAttribute('disabled')).toBe(true);
    for (const index of [0, 1]) await act(async () => rows()[index]!.querySelector<HTMLElement>('.ant-checkbox-input')!.click());
    await waitFor(() => expect(byTestId(view.container, 'ota-whitelist-batch-delete').textContent).toBe('删除 2 项'));
    await click('ota-whitelist-batch-delete');
    await click('ota-whitelist-batch-confirm');
    await waitFor(() => expect(bodyOf(callsTo(server(), otaPaths.whitelistDelete)[1])).toEqual({ ids: ['wl-1', 'wl-2'] }));
    await waitFor(() => expect(toasts).toContain('已删除 2 项'));
  });
});
