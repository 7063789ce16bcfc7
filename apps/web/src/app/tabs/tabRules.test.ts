import { describe, expect, it } from 'vitest';
import { tabKey } from './TabBar';
import { closeLeft, closeOthers, closeRight, closeTab, openTab, type Tab } from './tabRules';

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

  it('keeps one tab for a page whose view changes, leading to the view last seen', () => {
    const first = { pathname: '/product/setting', search: '?productId=p1&tab=function' };
    const second = { pathname: '/product/setting', search: '?tab=manual&productId=p1' };
    expect(tabKey(first)).toBe('/product/setting?productId=p1');
    expect(tabKey(second)).toBe(tabKey(first));
    expect(tabKey({ pathname: '/product/setting', search: '?productId=p2&tab=manual' })).not.toBe(tabKey(first));
    const opened = openTab([], { key: tabKey(first), title: 'Settings', url: '/product/setting?productId=p1&tab=function' });
    const moved = openTab(opened, { key: tabKey(second), title: 'Settings', url: '/product/setting?tab=manual&productId=p1' });
    expect(moved).toEqual([{ key: '/product/setting?productId=p1', title: 'Settings', url: '/product/setting?tab=manual&productId=p1' }]);
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
