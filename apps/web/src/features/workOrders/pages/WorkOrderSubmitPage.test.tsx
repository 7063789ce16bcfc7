import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, WORK_ORDER_VIDEO_MAX_BYTES } from '@iotc/shared';
import { ApiError } from '@/lib/request';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, settle, typeInto, waitFor, type Rendered } from '@/test/render';
import { getDict, listWorkOrders, submitWorkOrder } from '../api';
import { dictFixture, orderFixture } from '../testData';
import WorkOrderSubmitPage from './WorkOrderSubmitPage';

vi.mock('../api', () => ({ submitWorkOrder: vi.fn(), listWorkOrders: vi.fn(), getDict: vi.fn() }));
vi.mock('@/lib/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn() }, confirm: vi.fn() }));

let view: Rendered;
const location = () => byTestId(view.container, 'location').textContent;

function fakeFile(name: string, size: number, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Chooses files in the uploader's hidden input, as the browser's file dialog would. */
async function choose(...files: File[]) {
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

/** Opens an antd Select and picks the option with this label (antd renders the list in the body). */
async function pick(testId: string, label: string) {
  const select = byTestId(view.container, testId).closest('.ant-select')!;
  await act(async () => {
    select.querySelector('.ant-select-selector')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await settle();
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === label)!;
  await click(option);
}

async function fillForm() {
  await waitFor(() => expect(byTestId(view.container, 'work-order-classification').textContent).toContain('故障'));
  await pick('work-order-problem-type', '设备接入与调试');
  const fault = [...byTestId(view.container, 'work-order-classification').querySelectorAll('input')].find((i) => i.value === '2')!;
  await click(fault);
  const content = byTestId(view.container, 'work-order-content') as HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(content, 'Pairing fails at step 3');
    content.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await typeInto(byTestId(view.container, 'work-order-phone') as HTMLInputElement, '0755-1234');
}

beforeEach(() => {
  vi.mocked(submitWorkOrder).mockReset();
  vi.mocked(listWorkOrders).mockReset().mockResolvedValue({ list: [], total: 1, pageNo: 1, pageSize: 1 });
  vi.mocked(getDict).mockImplementation(async (type) => dictFixture[type] ?? []);
  useSessionStore.getState().setUserInfo(userInfoFixture({ email: 'demo@example.com', phone: null }));
});
afterEach(() => view.unmount());

describe('WorkOrderSubmitPage', { timeout: 20_000 }, () => {
  it('sends the fields with the chosen files, in the current space by default, then opens the new order', async () => {
    vi.mocked(submitWorkOrder).mockResolvedValue(orderFixture({ id: 'new1' }));
    view = await render(<WorkOrderSubmitPage />, '/workOrder/submit/index');
    await fillForm();
    const png = fakeFile('screen.png', 2048, 'image/png');
    await choose(png);
    await click(byTestId(view.container, 'work-order-submit'));
    await waitFor(() => expect(location()).toBe('/workOrder/detail/index?id=new1'));
    expect(submitWorkOrder).toHaveBeenCalledWith(
      { problemType: '3', tenantId: 't1', classification: '2', content: 'Pairing fails at step 3', email: 'demo@example.com', phone: '0755-1234' },
      [png],
      expect.any(Object),
    );
  });

  it('refuses an oversized video at once, with the limit, and keeps it out of the form', async () => {
    view = await render(<WorkOrderSubmitPage />, '/workOrder/submit/index');
    await waitFor(() => byTestId(view.container, 'media-add'));
    await choose(fakeFile('long.mp4', WORK_ORDER_VIDEO_MAX_BYTES + 1, 'video/mp4'));
    expect(byTestId(view.container, 'media-error').textContent).toBe('long.mp4：文件过大，请上传不超过 20M 的文件');
    expect(view.container.textContent).not.toContain('long.mp4：文件过大，请上传不超过 20M 的文件long.mp4');
    expect(view.container.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });

  it("shows the server's refusal of a file beside the files, and of the order above the button", async () => {
    view = await render(<WorkOrderSubmitPage />, '/workOrder/submit/index');
    await fillForm();
    await choose(fakeFile('holiday.png', 500, 'image/png'));
    vi.mocked(submitWorkOrder).mockRejectedValueOnce(
      new ApiError({ code: ErrorCode.UnsupportedMedia, msg: 'holiday.png：不支持该文件类型', data: null, httpStatus: 415, notified: false }),
    );
    await click(byTestId(view.container, 'work-order-submit'));
    await waitFor(() => expect(byTestId(view.container, 'media-error').textContent).toBe('holiday.png：不支持该文件类型'));

    vi.mocked(submitWorkOrder).mockRejectedValueOnce(
      new ApiError({ code: ErrorCode.WorkOrderLimit, msg: '您已有 3 个处理中的工单，请先关闭一个再提交', data: null, httpStatus: 409, notified: false }),
    );
    await click(byTestId(view.container, 'work-order-submit'));
    await waitFor(() => expect(byTestId(view.container, 'work-order-submit-error').textContent).toContain('您已有 3 个处理中的工单'));
    expect(location()).toBe('/workOrder/submit/index');
  });

  it('warns before filling in when 3 orders are already underway', async () => {
    vi.mocked(listWorkOrders).mockResolvedValue({ list: [], total: 3, pageNo: 1, pageSize: 1 });
    view = await render(<WorkOrderSubmitPage />, '/workOrder/submit/index');
    await waitFor(() => expect(byTestId(view.container, 'work-order-at-limit').textContent).toContain('3'));
  });

  it('checks the fields with the shared rules before sending', async () => {
    view = await render(<WorkOrderSubmitPage />, '/workOrder/submit/index');
    await waitFor(() => byTestId(view.container, 'work-order-submit'));
    await typeInto(byTestId(view.container, 'work-order-email') as HTMLInputElement, 'not-an-email');
    await click(byTestId(view.container, 'work-order-submit'));
    await waitFor(() => {
      expect(view.container.textContent).toContain('请输入正确的邮箱地址');
      // Problem type, classification, content and phone are still empty.
      expect(view.container.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(5);
    });
    expect(view.container.textContent).toContain('此项为必填项');
    expect(submitWorkOrder).not.toHaveBeenCalled();
  });
});
