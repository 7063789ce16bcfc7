import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Perm, APP_HOST_URL } from '@iotc/shared';
import { functionPaths } from '@iotc/shared/functions';
import { devicePushPaths } from '@iotc/shared/devicePush';
import { lampFunctions } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, pick, setupServer, signIn } from '@/features/devices/testSupport';
import { byTestId, render, waitFor, type Rendered } from '@/test/render';
import { pushItem } from '../testData';
import DevicePushDetailPage from './DevicePushDetailPage';

const { server, toasts } = setupServer();
let view: Rendered;
beforeEach(() => {
  signIn([Perm.pushAdd, Perm.pushEdit, Perm.pushDelete]);
  server().on('GET', api(functionPaths.functions), () => ({ body: envelope(0, 'ok', lampFunctions) }));
});
afterEach(() => view.unmount());

/** Types into an input or text area the way a user does (React reads the native value setter). */
async function type(testId: string, text: string): Promise<void> {
  const found = document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
  const field = found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : found.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const click = (testId: string) => act(async () => byTestId(document.body, testId).click());
const errorOf = (label: string) =>
  [...document.querySelectorAll('.ant-form-item')].find((item) => item.querySelector('label')?.textContent === label)?.querySelector('.ant-form-item-explain')?.textContent;

describe('DevicePushDetailPage', { timeout: 20_000 }, () => {
  it('creates a push from the product functions, checked before it is sent', async () => {
    server().on('POST', api(devicePushPaths.save), () => ({ body: envelope(0, 'ok', pushItem()) }));
    view = await render(<DevicePushDetailPage />, '/device/push/detail/index');
    expect(view.container.textContent).toContain('请先选择产品：触发条件由产品的功能点构成。');
    await click('push-save');
    expect(errorOf('产品')).toBe('此项为必填项');
    expect(errorOf('标题（中文）')).toBe('此项为必填项');
    expect(errorOf('内容（中文）')).toBe('此项为必填项');
    expect(errorOf('触发方式')).toBe('此项为必填项');
    expect(callsTo(server(), devicePushPaths.save)).toEqual([]);

    await pick('push-product', 'Smart lamp');
    await waitFor(() => byTestId(document.body, 'push-condition-fn-1'));
    expect(byTestId(document.body, 'push-condition-error-1').textContent).toBe('请选择功能点');
    // Send-only functions are not offered; report-only ones are.
    await pick('push-condition-fn-1', '温度 (temp)');
    await pick('push-condition-op-1', '>');
    await type('push-condition-value-1', '500');
    expect(document.body.querySelector('[data-testid="push-condition-error-1"]')).toBeNull();
    await click('push-condition-add');
    await pick('push-condition-fn-2', '故障 (fault)');
    await pick('push-condition-value-2', '1 · 断线');
    await click('push-conditionType-any');
    await click('push-triggerMode-edge');
    expect(byTestId(document.body, 'push-trigger-help').textContent).toContain('条件由不满足变为满足时触发一次');
    await type('push-titleZh', '温度过高');
    await type('push-contentZh', '温度超过 50');
    await type('push-titleEn', 'x'.repeat(5));
    await click('push-openMethod-url');
    await type('push-openUrl', 'http://example.com/a');
    await click('push-save');
    expect(errorOf('链接')).toBe(`链接须以 ${APP_HOST_URL} 开头`);
    expect(callsTo(server(), devicePushPaths.save)).toEqual([]);
    await type('push-openUrl', `${APP_HOST_URL}alerts`);
    await click('push-save');
    await waitFor(() => expect(callsTo(server(), devicePushPaths.save)).toHaveLength(1));
    expect(bodyOf(callsTo(server(), devicePushPaths.save)[0])).toEqual({
      productId: 'p1',
      titleZh: '温度过高',
      titleEn: 'xxxxx',
      contentZh: '温度超过 50',
      contentEn: '',
      conditionType: 'any',
      conditions: [
        { identifier: 'temp', operator: '>', value: 500 },
        { identifier: 'fault', operator: '==', value: 1 },
      ],
      triggerMode: 'edge',
      target: 'owner',
      method: 'messageCentre',
      openMethod: 'url',
      openUrl: `${APP_HOST_URL}alerts`,
      enabled: true,
    });
    await waitFor(() => expect(byTestId(view.container, 'location').textContent).toBe('/device/push/index'));
    expect(toasts).toContain('推送已保存');
  });

  it("edits a push and shows the server's refusal", async () => {
    server().on('GET', api(devicePushPaths.detail('push-1')), () => ({ body: envelope(0, 'ok', pushItem()) }));
    server().on('POST', api(devicePushPaths.edit), () => ({ status: 422, body: envelope(10001, '条件：产品没有功能“temp”') }));
    view = await render(<DevicePushDetailPage />, '/device/push/detail/index?id=push-1');
    await waitFor(() => expect(view.container.textContent).toContain('推送 P000001'), 8000);
    await waitFor(() => byTestId(document.body, 'push-condition-fn-1'));
    expect((byTestId(document.body, 'push-titleZh') as HTMLInputElement).value).toBe('温度过高');
    await type('push-titleZh', '太热了');
    await click('push-save');
    await waitFor(() => expect(byTestId(document.body, 'push-save-error').textContent).toContain('条件：产品没有功能“temp”'));
    expect(bodyOf(callsTo(server(), devicePushPaths.edit)[0])).toMatchObject({ id: 'push-1', titleZh: '太热了', conditions: [{ identifier: 'temp', operator: '>', value: 500 }], openUrl: null });
  });

  it('shows a push read-only without the edit permission, and says when it does not exist', async () => {
    signIn([]);
    server().on('GET', api(devicePushPaths.detail('push-1')), () => ({ body: envelope(0, 'ok', pushItem()) }));
    view = await render(<DevicePushDetailPage />, '/device/push/detail/index?id=push-1');
    await waitFor(() => byTestId(document.body, 'push-read-only'), 8000);
    expect(document.body.querySelector('[data-testid="push-save"]')).toBeNull();
    expect((byTestId(document.body, 'push-titleZh') as HTMLInputElement).disabled).toBe(true);
    view.unmount();
    server().on('GET', api(devicePushPaths.detail('gone')), () => ({ status: 404, body: envelope(10002, 'Not found') }));
    view = await render(<DevicePushDetailPage />, '/device/push/detail/index?id=gone');
    await waitFor(() => expect(byTestId(view.container, 'push-not-found').textContent).toContain('推送不存在'));
  });
});
