/**
 * Rules of the multi-tab bar (spec 000 §2): one tab per page, or per item on a page that shows one item of
 * many; close one, those to the left, those to the right, or all others. The last tab stays; asking for
 * left or right tabs that do not exist gives a message instead.
 */
export interface Tab {
  /** The page's path, with the item it shows on an item page; one tab per key. */
  key: string;
  title: string;
  /** Where the tab leads: the page as last seen, with its whole query. */
  url: string;
}

/**
 * Pages that show one item of many, by page ('feature/Page') and the query parameter naming the item: each
 * item gets its own tab, so two products' settings can be compared side by side. On every other page the
 * query only filters, preselects or picks a view (the debug page's product, a log's device, a wizard's
 * step): opening it again with another query shows the new query in the page's one tab.
 */
export const ITEM_PAGES: Readonly<Record<string, string>> = {
  'products/ProductSettingPage': 'productId',
  'devices/DeviceManageDetailPage': 'productId',
  'devices/DeviceDetailPage': 'id',
  'debugging/DebugDetailsPage': 'did',
  'devicePush/DevicePushDetailPage': 'id',
  'firmware/FirmwareDetailPage': 'id',
  'ota/OtaReleaseDetailPage': 'id',
  'triples/TripleDetailPage': 'generationId',
  'notices/NoticeDetailPage': 'id',
  'workOrders/WorkOrderDetailPage': 'id',
  'workOrders/SupportDetailPage': 'id',
};

/** The tab of the page at `location`, shown by the page component `page` (null when no page of the menus is there). */
export function tabKey(location: { pathname: string; search: string }, page: string | null): string {
  const param = page ? ITEM_PAGES[page] : undefined;
  const item = param ? new URLSearchParams(location.search).get(param) : null;
  return item ? `${location.pathname}?${new URLSearchParams({ [param!]: item }).toString()}` : location.pathname;
}

export type TabMessage = 'lastTab' | 'noLeft' | 'noRight';

/** The tabs after a close and the one to show, or the message to give instead. */
export type CloseResult = { tabs: Tab[]; active: string } | { message: TabMessage };

/** Adds the tab at the end, or refreshes the title and address of the one already open (same list when nothing changes). */
export function openTab(tabs: Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.key === tab.key);
  if (index === -1) return [...tabs, tab];
  if (tabs[index]!.title === tab.title && tabs[index]!.url === tab.url) return tabs;
  return tabs.map((t, i) => (i === index ? tab : t));
}

/**
 * The page `from` replaced itself in the history by `tab`'s (a wizard that finished, a redirect): its tab
 * becomes the new page's, in its place. The new page's tab, if it was open already, stays where it was.
 */
export function replaceTab(tabs: Tab[], from: string, tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.key === from);
  if (index === -1 || from === tab.key) return openTab(tabs, tab);
  if (tabs.some((t) => t.key === tab.key)) return openTab(tabs.filter((t) => t.key !== from), tab);
  return tabs.map((t, i) => (i === index ? tab : t));
}

/** The active tab stays when it survives, else `fallback` does. */
function keepActive(tabs: Tab[], active: string, fallback: string): CloseResult {
  return { tabs, active: tabs.some((t) => t.key === active) ? active : fallback };
}

export function closeTab(tabs: readonly Tab[], key: string, active: string): CloseResult {
  const index = tabs.findIndex((t) => t.key === key);
  if (index === -1) return { tabs: [...tabs], active };
  if (tabs.length === 1) return { message: 'lastTab' };
  const rest = tabs.filter((t) => t.key !== key);
  // Closing the shown tab shows its right neighbour, or the left one at the end of the bar.
  const neighbour = rest[Math.min(index, rest.length - 1)]!;
  return keepActive(rest, active, neighbour.key);
}

export function closeLeft(tabs: readonly Tab[], key: string, active: string): CloseResult {
  const index = tabs.findIndex((t) => t.key === key);
  if (index <= 0) return { message: 'noLeft' };
  return keepActive(tabs.slice(index), active, key);
}

export function closeRight(tabs: readonly Tab[], key: string, active: string): CloseResult {
  const index = tabs.findIndex((t) => t.key === key);
  if (index === -1 || index === tabs.length - 1) return { message: 'noRight' };
  return keepActive(tabs.slice(0, index + 1), active, key);
}

/** "Close all" keeps the tab it was asked on: the last tab cannot be closed. */
export function closeOthers(tabs: readonly Tab[], key: string): CloseResult {
  const tab = tabs.find((t) => t.key === key);
  if (!tab || tabs.length === 1) return { message: 'lastTab' };
  return { tabs: [tab], active: key };
}
