/**
 * Rendering for component tests with react-dom and act() (no testing library is installed):
 * the real i18n set-up and locale files, a query client, a router in memory, the app's product parts.
 */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import '@ant-design/v5-patch-for-react-19';
import { productParts } from '@/app/productParts';
import { ProductPartsProvider } from '@/features/products/parts';
import '@/lib/i18n';
import { apiClient, rawClient } from '@/lib/request';

// Tells React that updates are wrapped in act(), so it flushes them and warns about stray ones.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The width of the tests' screen: a desktop's unless a test narrows it (`setScreenWidth`). */
const DESKTOP_WIDTH = 1440;
let screenWidth = DESKTOP_WIDTH;

/** Sets the screen's width that antd's breakpoints read, until `reset` (the desktop's) or the next call. */
export function setScreenWidth(width: number | 'reset'): void {
  screenWidth = width === 'reset' ? DESKTOP_WIDTH : width;
}

/** Whether a width meets a query's `min-width` and `max-width` terms; any other query does not match. */
function widthMatches(query: string): boolean {
  const terms = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (terms.length === 0) return false;
  return terms.every(([, bound, px]) => (bound === 'min' ? screenWidth >= Number(px) : screenWidth <= Number(px)));
}

// antd's responsive helpers ask for media queries, which jsdom does not implement.
window.matchMedia = (query: string) =>
  ({
    matches: widthMatches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

/** The calls of the page on screen end with it (see `unmount`). */
let pageCalls = new AbortController();
for (const client of [apiClient, rawClient]) {
  client.interceptors.request.use((config) => ({ ...config, signal: config.signal ?? pageCalls.signal }));
}

export interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

/** Shows where the router is, for tests of navigation (`data-testid="location"`). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders `ui` with the router at `route` (default '/'). */
export async function render(ui: ReactNode, route = '/'): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const calls = new AbortController();
  pageCalls = calls;
  await act(async () => {
    root.render(
      // Without animations antd settles inside act(), as a user would see it once they end.
      <ConfigProvider theme={{ token: { motion: false } }}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <ProductPartsProvider value={productParts}>{ui}</ProductPartsProvider>
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </ConfigProvider>,
    );
  });
  return {
    container,
    unmount: () => {
      // A page may still be reading when its test ends (a refetch after a change): a call that went on would reach
      // the next test's fake server, be counted there and be answered (an error toasted) by that test's handlers.
      calls.abort();
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises (antd's async validation, mocked calls) settle and React re-render. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

/**
 * Waits (real timers) until `check` stops throwing, re-rendering in between; fails after `timeoutMs`, long enough
 * for an antd page to render in jsdom on a busy 2-core machine (it returns as soon as the check passes).
 */
export async function waitFor(check: () => void, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  }
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
  await settle();
}

/** Types into an input the way React notices: the native value setter, then an input event. */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

/** A table row's cells, without the expand button's. */
export function cellTexts(row: HTMLElement): (string | null)[] {
  return [...row.querySelectorAll('td:not(.ant-table-row-expand-icon-cell)')].map((td) => td.textContent);
}

/** Opens a table row's details (the columns the table leaves out) and answers them, label to text. */
export async function rowDetails(row: HTMLElement): Promise<Record<string, string>> {
  const toggle = row.querySelector('.ant-table-row-expand-icon-collapsed');
  if (toggle) await click(toggle);
  const details = row.nextElementSibling;
  const items = details?.classList.contains('ant-table-expanded-row') ? [...details.querySelectorAll('.ant-descriptions-item')] : [];
  return Object.fromEntries(
    items.map((item) => [item.querySelector('.ant-descriptions-item-label')?.textContent ?? '', item.querySelector('.ant-descriptions-item-content')?.textContent ?? '']),
  );
}

export function byTestId(container: HTMLElement, id: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`no element with data-testid="${id}"`);
  return element;
}
