import { act } from 'react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Perm } from '@iotc/shared';
import type { TokenPair } from '@iotc/shared/auth';
import { hardwareModulePaths } from '@iotc/shared/hardwareModules';
import { productClassPaths } from '@iotc/shared/productClasses';
import { productPaths } from '@iotc/shared/products';
import { filesPaths } from '@iotc/shared/files';
import { envelope } from '@/lib/fakeServer';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { byTestId, click, render, typeInto, waitFor, type Rendered } from '@/test/render';
import { fakeServerSuite } from '@/test/server';
import { classTree, modulesAnswer, pngFile, productDetail } from '../testData';
import ProductCreatePage from './ProductCreatePage';

let view: Rendered;
const tokens: TokenPair = { token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 7200, tenantId: 't1' };
const api = (path: string) => `/api${path}`;

const el = (testId: string) => byTestId(view.container, testId);
const problem = () => view.container.querySelector('[data-testid="create-problem"]')?.textContent ?? null;
const visibleStep = () => [...view.container.querySelectorAll<HTMLElement>('section[data-testid^="create-step-"]')].find((s) => !s.hidden)!.dataset.testid;
const next = () => click(el('create-next'));
const saveCalls = () => server.calls.filter((c) => c.path === api(productPaths.save));
const uploadCalls = () => server.calls.filter((c) => c.path === api(filesPaths.upload));
const card = (title: string) =>
  [...view.container.querySelectorAll<HTMLElement>('[data-testid="category-card"]')].find((c) => c.textContent?.startsWith(title))!;

async function chooseImage(file: File) {
  const input = view.container.querySelector<HTMLInputElement>('[data-testid="create-step-info"] input[type="file"]')!;
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Steps 1-3: light strip, MCU + module, Wi-Fi, mains, the second module. */
async function chooseUpToInfo() {
  await waitFor(() => expect(card('灯带')).toBeTruthy());
  await click(card('灯带'));
  await next();
  await click(el('scheme-mcu'));
  await next();
  await click(el('network-wifi'));
  await click(el('power-mains'));
  await waitFor(() => expect(view.container.querySelectorAll('[data-testid="module-card"]')).toHaveLength(2));
  await click(view.container.querySelectorAll<HTMLElement>('[data-testid="module-card"]')[1]!);
  await next();
  expect(visibleStep()).toBe('create-step-info');
}

/** The browser's Back and Forward buttons. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" data-testid="history-back" onClick={() => void navigate(-1)} />
      <button type="button" data-testid="history-forward" onClick={() => void navigate(1)} />
    </>
  );
}

const { server, toasts, confirms } = await fakeServerSuite();

beforeEach(() => {
  useSessionStore.getState().setTokens(tokens);
  useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [Perm.productAdd] }));
  server.on('GET', api(productClassPaths.productTypes), () => ({ body: envelope(0, 'ok', classTree) }));
  server.on('GET', api(hardwareModulePaths.queryModules), (call) => ({
    body: envelope(0, 'ok', modulesAnswer(call.query)),
  }));
  server.on('POST', api(filesPaths.upload), () => ({
    body: envelope(0, 'ok', { url: '/api/files/product/strip.png', fileName: 'strip.png', size: 33, mime: 'image/png', width: 800, height: 800 }),
  }));
  server.on('POST', api(productPaths.save), () => ({ body: envelope(0, 'ok', productDetail({ id: 'p7', name: 'Strip' })) }));
});
afterEach(() => view.unmount());

describe('ProductCreatePage', { timeout: 30_000 }, () => {
  it('walks the four steps, refuses a missing field, sends a complete body and opens the new product', async () => {
    view = await render(<ProductCreatePage />, '/product/product/create/index');
    await waitFor(() => expect(card('智能灯泡')).toBeTruthy());

    // Nothing chosen: the step says what is missing and stays.
    await next();
    expect(problem()).toBe('请选择品类后继续');
    expect(visibleStep()).toBe('create-step-type');
    // Cards say how many of the class's standard functions the product starts with.
    expect(card('智能灯泡').textContent).toContain('添加标准功能：3/5 个');

    await click(card('灯带'));
    await next();
    expect(visibleStep()).toBe('create-step-scheme');
    expect(view.container.textContent).toContain('零代码');
    await next();
    expect(problem()).toBe('请选择开发方案后继续');
    await click(el('scheme-mcu'));
    await next();

    // Step 3: the modules of the communication method and the scheme (not the SoC one); MCU needs one.
    expect(visibleStep()).toBe('create-step-connectivity');
    await click(el('network-wifi'));
    await click(el('power-mains'));
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid="module-card"]')).toHaveLength(2));
    const asked = server.calls.find((c) => c.path === api(hardwareModulePaths.queryModules))!.query;
    expect([asked.get('networkType'), asked.get('scheme')]).toEqual(['wifi', 'mcu']);
    expect(view.container.textContent).toContain('芯片：BK7231N');
    await next();
    expect(problem()).toBe('请选择模组后继续');
    await click(view.container.querySelectorAll<HTMLElement>('[data-testid="module-card"]')[1]!);

    // Back and forth keeps every choice.
    await click(el('create-back'));
    await click(el('create-back'));
    expect(visibleStep()).toBe('create-step-type');
    expect(card('灯带').dataset.selected).toBe('true');
    await next();
    expect(el('scheme-mcu').dataset.selected).toBe('true');
    await next();
    expect(el('network-wifi').dataset.selected).toBe('true');
    expect(view.container.querySelectorAll<HTMLElement>('[data-testid="module-card"]')[1]!.dataset.selected).toBe('true');
    await next();

    // Step 4: the network protocol and power type come from step 3.
    expect(visibleStep()).toBe('create-step-info');
    const info = el('create-step-info');
    expect(info.querySelector('.ant-select-selection-item')?.textContent).toBe('Wi-Fi');
    expect(info.querySelector<HTMLInputElement>('[data-testid="product-power-type"] input[value="mains"]')!.checked).toBe(true);

    await typeInto(el('product-name') as HTMLInputElement, 'Strip');
    await typeInto(el('product-model') as HTMLInputElement, 'LS-1');
    // No image and no activation type yet: refused with the fields' messages, nothing sent.
    await click(el('create-submit'));
    await waitFor(() => expect(info.querySelectorAll('.ant-form-item-explain-error').length).toBe(2));
    const errors = [...info.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    expect(errors[0]).toBe('请上传产品图片');
    expect(errors[1]).toBe('此项为必填项');
    expect(saveCalls()).toEqual([]);

    await chooseImage(pngFile(800, 800, 'strip.png'));
    await waitFor(() => expect(uploadCalls()).toHaveLength(1));
    const upload = uploadCalls()[0]!.body;
    expect(upload).toContain('name="dir"\r\n\r\nproduct');
    expect(upload).toContain('name="ratio"\r\n\r\n1:1');
    expect(upload).toContain('name="maxSizeMb"\r\n\r\n1');
    await waitFor(() => expect(info.querySelector('img')?.getAttribute('src')).toBe('/api/files/product/strip.png'));
    await click(info.querySelector<HTMLInputElement>('[data-testid="product-active-type"] input[value="first_connect"]')!);

    await click(el('create-submit'));
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    expect(JSON.parse(saveCalls()[0]!.body)).toEqual({
      productType: 'c-light-strip',
      scheme: 'mcu',
      moduleId: 'm-wifi-2',
      name: 'Strip',
      model: 'LS-1',
      imageUrl: '/api/files/product/strip.png',
      image: 'strip.png',
      networkType: 'wifi',
      powerConsumeType: 'mains',
      activeType: 'first_connect',
    });
    await waitFor(() => expect(el('location').textContent).toBe('/product/product/setting/index?productId=p7'));
    expect(toasts).toContain('“Strip”已创建');
  });

  it('keeps its step and what was entered over browser Back and Forward and a return, and starts over when opened anew', async () => {
    const wizard = (
      <>
        <ProductCreatePage />
        <HistoryButtons />
      </>
    );
    view = await render(wizard, '/product/product/create/index');
    await chooseUpToInfo();
    expect(el('location').textContent).toBe('/product/product/create/index?step=4');
    await typeInto(el('product-name') as HTMLInputElement, 'Strip');

    await click(el('history-back'));
    expect(visibleStep()).toBe('create-step-connectivity');
    expect(el('network-wifi').dataset.selected).toBe('true');
    await click(el('history-back'));
    await click(el('history-back'));
    expect(visibleStep()).toBe('create-step-type');
    expect(card('灯带').dataset.selected).toBe('true');
    await click(el('history-forward'));
    expect(visibleStep()).toBe('create-step-scheme');
    expect(el('scheme-mcu').dataset.selected).toBe('true');
    view.unmount();

    // Back in the wizard later (the tab bar, a reload): the same step with what was typed.
    view = await render(wizard, '/product/product/create/index?step=4');
    expect(visibleStep()).toBe('create-step-info');
    expect((el('product-name') as HTMLInputElement).value).toBe('Strip');
    expect(el('create-summary').textContent).toContain('灯带');
    view.unmount();

    // "Create product" again: a new product, and a step without its earlier choices shows the first one.
    view = await render(wizard, '/product/product/create/index');
    expect(el('location').textContent).toBe('/product/product/create/index?step=1');
    await waitFor(() => expect(card('灯带')).toBeTruthy());
    expect(card('灯带').dataset.selected).not.toBe('true');
    view.unmount();
    view = await render(wizard, '/product/product/create/index?step=3');
    expect(visibleStep()).toBe('create-step-type');
  });

  it('refuses an image that is not square before sending it', async () => {
    view = await render(<ProductCreatePage />, '/product/product/create/index');
    await chooseUpToInfo();
    await chooseImage(pngFile(800, 600));
    await waitFor(() => expect(toasts).toEqual(['图片宽高比须为 1:1']));
    expect(uploadCalls()).toEqual([]);
  });

  it('lets SoC products go on without a module', async () => {
    view = await render(<ProductCreatePage />, '/product/product/create/index');
    await waitFor(() => expect(card('灯带')).toBeTruthy());
    await click(card('灯带'));
    await next();
    await click(el('scheme-soc'));
    await next();
    await click(el('network-wifi'));
    await click(el('power-low_power'));
    await waitFor(() => expect(el('module-none').dataset.selected).toBe('true'));
    await next();
    expect(problem()).toBeNull();
    expect(visibleStep()).toBe('create-step-info');
  });

  it('asks before cancelling once something was chosen, and leaves at once otherwise', async () => {
    view = await render(<ProductCreatePage />, '/product/product/create/index');
    await waitFor(() => expect(card('灯带')).toBeTruthy());
    await click(card('灯带'));
    await click(el('create-cancel'));
    expect(confirms).toHaveLength(1);
    expect(el('location').textContent).toBe('/product/product/create/index?step=1');
    await act(async () => {
      await confirms[0]!.onOk!();
    });
    expect(el('location').textContent).toBe('/product/product/index');
    view.unmount();

    view = await render(<ProductCreatePage />, '/product/product/create/index');
    await click(el('create-cancel'));
    expect(confirms).toHaveLength(1);
    expect(el('location').textContent).toBe('/product/product/index');
  });
});
