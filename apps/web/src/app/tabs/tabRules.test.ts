import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, openTab, replaceTab, tabKey, type Tab } from './tabRules';

const tab = (key: string): Tab => ({ key, title: key.toUpperCase(), url: key });
const keys = (result: ReturnType<typeof closeTab>) => ('tabs' in result ? { tabs: result.tabs.map((t) => t.key), active: result.active } : result);

const abc = [tab('a'), tab('b'), tab('c')];

describe('openTab', () => {
  it('adds a new page at the end and keeps one tab per page', () => {
    const once = openTab([tab('a')], tab('b'));
    expect(once.map((t) => t.key)).toEqual(['a', 'b']);
    expect(openTab(once, tab('a'))).toBe(once);
  });

  it('updates the title of an open page', () => {
    expect(openTab([tab('a')], { key: 'a', title: 'New', url: 'a' })).toEqual([{ key: 'a', title: 'New', url: 'a' }]);
  });

  it("keeps one tab for a product's settings whose view changes, leading to the view last seen", () => {
    const page = 'products/ProductSettingPage';
    const first = { pathname: '/product/setting', search: '?productId=p1&tab=function' };
    const second = { pathname: '/product/setting', search: '?tab=manual&productId=p1' };
    expect(tabKey(first, page)).toBe('/product/setting?productId=p1');
    expect(tabKey(second, page)).toBe(tabKey(first, page));
    expect(tabKey({ pathname: '/product/setting', search: '?productId=p2&tab=manual' }, page)).not.toBe(tabKey(first, page));
    const opened = openTab([], { key: tabKey(first, page), title: 'Settings', url: '/product/setting?productId=p1&tab=function' });
    const moved = openTab(opened, { key: tabKey(second, page), title: 'Settings', url: '/product/setting?tab=manual&productId=p1' });
    expect(moved).toEqual([{ key: '/product/setting?productId=p1', title: 'Settings', url: '/product/setting?tab=manual&productId=p1' }]);
  });

  it('keeps one tab for a page opened again with another query, leading to the query last seen', () => {
    const page = 'debugDevices/DeviceDebuggingPage';
    const fromMenu = { pathname: '/deviceDebugging/index', search: '' };
    const fromTour = { pathname: '/deviceDebugging/index', search: '?productId=p1&tab=virtual' };
    expect(tabKey(fromTour, page)).toBe(tabKey(fromMenu, page));
    const opened = openTab([tab('/home')], { key: tabKey(fromMenu, page), title: 'Device debugging', url: '/deviceDebugging/index' });
    const again = openTab(opened, { key: tabKey(fromTour, page), title: 'Device debugging', url: '/deviceDebugging/index?productId=p1&tab=virtual' });
    expect(again.map((t) => t.url)).toEqual(['/home', '/deviceDebugging/index?productId=p1&tab=virtual']);
  });

  it('gives each item of an item page its own tab, and a page outside the menus one tab per path', () => {
    const device = (search: string) => tabKey({ pathname: '/device/detail/index', search }, 'devices/DeviceDetailPage');
    expect(device('?id=d1')).toBe('/device/detail/index?id=d1');
    expect(device('?id=d2')).not.toBe(device('?id=d1'));
    expect(device('?from=list&id=d1')).toBe(device('?id=d1'));
    expect(device('')).toBe('/device/detail/index');
    expect(tabKey({ pathname: '/somewhere', search: '?id=1' }, null)).toBe('/somewhere');
  });
});

describe('replaceTab', () => {
  const created = { key: '/product/setting?productId=p9', title: 'Settings', url: '/product/setting?productId=p9' };

  it('gives the tab of a page that replaced itself to the new page, in its place', () => {
    expect(replaceTab(abc, 'b', created).map((t) => t.key)).toEqual(['a', created.key, 'c']);
  });

  it("closes the replaced page's tab when the new page has one already", () => {
    const open = [...abc, created];
    expect(replaceTab(open, 'b', { ...created, url: `${created.url}&tab=function` })).toEqual([tab('a'), tab('c'), { ...created, url: `${created.url}&tab=function` }]);
  });

  it('opens the new page as usual when the replaced one had no tab or was the same page', () => {
    expect(replaceTab(abc, 'x', created).map((t) => t.key)).toEqual(['a', 'b', 'c', created.key]);
    expect(replaceTab(abc, 'b', { key: 'b', title: 'B', url: 'b?tab=2' })).toEqual([tab('a'), { key: 'b', title: 'B', url: 'b?tab=2' }, tab('c')]);
  });
});

describe('closeTab', () => {
  it('refuses to close the last tab', () => {
    expect(closeTab([tab('a')], 'a', 'a')).toEqual({ message: 'lastTab' });
  });

  it('shows the right neighbour after closing the shown tab, the left one at the end', () => {
    expect(keys(closeTab(abc, 'b', 'b'))).toEqual({ tabs: ['a', 'c'], active: 'c' });
    expect(keys(closeTab(abc, 'c', 'c'))).toEqual({ tabs: ['a', 'b'], active: 'b' });
  });

  it('keeps the shown tab when another one closes', () => {
    expect(keys(closeTab(abc, 'a', 'c'))).toEqual({ tabs: ['b', 'c'], active: 'c' });
  });
});

describe('closeLeft and closeRight', () => {
  it('say so when there is nothing on that side', () => {
    expect(closeLeft(abc, 'a', 'a')).toEqual({ message: 'noLeft' });
    expect(closeRight(abc, 'c', 'c')).toEqual({ message: 'noRight' });
    expect(closeLeft([tab('a')], 'a', 'a')).toEqual({ message: 'noLeft' });
    expect(closeRight([tab('a')], 'a', 'a')).toEqual({ message: 'noRight' });
  });

  it('close the tabs on one side, moving to the chosen tab when the shown one went', () => {
    expect(keys(closeLeft(abc, 'b', 'a'))).toEqual({ tabs: ['b', 'c'], active: 'b' });
    expect(keys(closeLeft(abc, 'b', 'c'))).toEqual({ tabs: ['b', 'c'], active: 'c' });
    expect(keys(closeRight(abc, 'b', 'c'))).toEqual({ tabs: ['a', 'b'], active: 'b' });
    expect(keys(closeRight(abc, 'a', 'a'))).toEqual({ tabs: ['a'], active: 'a' });
  });
});

describe('closeOthers ("close all")', () => {
  it('keeps only the chosen tab', () => {
    expect(keys(closeOthers(abc, 'b'))).toEqual({ tabs: ['b'], active: 'b' });
  });

  it('refuses when it is the last one', () => {
    expect(closeOthers([tab('a')], 'a')).toEqual({ message: 'lastTab' });
  });
});
