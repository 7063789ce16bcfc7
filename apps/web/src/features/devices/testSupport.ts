import { act } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { Perm } from '@iotc/shared';
import { productPaths } from '@iotc/shared/products';
import { productItem } from '@/features/products/testData';
import { envelope, startFakeServer, type FakeCall, type FakeServer } from '@/lib/fakeServer';
import { bindFeedback } from '@/lib/feedback';
import { apiClient } from '@/lib/request';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { waitFor } from '@/test/render';
import { pageOf } from './testData';

/** Helpers of the device and triple pages' tests. */

export const api = (path: string) => `/api${path}`;
export const bodyOf = (call: FakeCall | undefined): Record<string, unknown> => JSON.parse(call!.body) as Record<string, unknown>;

export const ALL_DEVICE_PERMS = [Perm.virtualDeviceAdd, Perm.virtualDeviceDelete, Perm.tripleGenerate, Perm.tripleExport];

export function signIn(permissions: string[] = ALL_DEVICE_PERMS): void {
  useSessionStore.getState().setTokens({ token: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 7200 });
  useSessionStore.getState().setUserInfo(userInfoFixture({ permissions }));
}

/** Two products of the space, for the product selects. */
export const twoProducts = [productItem(), productItem({ id: 'p2', name: 'Door sensor', productKey: 'pk000000000000d2' })];

/**
 * The fake server of a test file: started once, reset before each test with a signed-in owner, the
 * space's products answered, and the toasts recorded.
 */
export function setupServer(): { server: () => FakeServer; toasts: string[] } {
  let server: FakeServer | null = null;
  const toasts: string[] = [];
  beforeAll(async () => {
    server = await startFakeServer();
    apiClient.defaults.baseURL = `${server.origin}/api`;
    bindFeedback({ toast: (_kind, text) => void toasts.push(text), confirm: () => undefined });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server!.reset();
    toasts.length = 0;
    sessionStorage.clear();
    useSessionStore.getState().clear();
    signIn();
    server!.on('POST', api(productPaths.list), () => pageOf(twoProducts));
  });
  return { server: () => server!, toasts };
}

/** The calls that reached `path`. */
export const callsTo = (server: FakeServer, path: string) => server.calls.filter((c) => c.path === api(path));

/** Opens an antd Select or TreeSelect (they open on mouse-down) and clicks the option showing `label` (antd renders the list in the body). */
export async function pick(testId: string, label: string): Promise<void> {
  const element = document.body.querySelector(`[data-testid="${testId}"]`);
  const select = element?.closest('.ant-select') ?? element;
  if (!select) throw new Error(`no select ${testId}`);
  await act(async () => {
    (select.querySelector('.ant-select-selector') ?? select).dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  let option: HTMLElement | undefined;
  await waitFor(() => {
    const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';
    // A plain select's options, or a tree select's nodes.
    option = [...document.querySelectorAll<HTMLElement>(`${open} .ant-select-item-option, ${open} .ant-select-tree-node-content-wrapper`)].find(
      (o) => o.textContent === label,
    );
    if (!option) throw new Error(`no option ${label}`);
  });
  await act(async () => option!.click());
}

/** Types into a search box and presses its search button. */
export async function search(testId: string, text: string): Promise<void> {
  const box = document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
  const input = box instanceof HTMLInputElement ? box : box.querySelector('input')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const button = input.closest('.ant-input-search')?.querySelector<HTMLElement>('.ant-input-search-button');
  await act(async () => button!.click());
}

export { envelope };
