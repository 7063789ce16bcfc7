/**
 * Rules of the multi-tab bar (spec 000 §2): close one, those to the left, those to the right, or all
 * others. The last tab stays; asking for left or right tabs that do not exist gives a message instead.
 */
export interface Tab {
  /** Path and query of the page without its view selector; one tab per key. */
  key: string;
  title: string;
  /** Where the tab leads: the page as last seen, with its view selector (`?tab=`). */
  url: string;
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
