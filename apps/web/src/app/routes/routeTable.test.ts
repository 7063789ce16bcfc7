import { describe, expect, it } from 'vitest';
import { menuItemFixture } from '@/test/fixtures';
import type { MenuItem } from '@iotc/shared/menus';
import { buildRouteTable, findTrail, landingPath, menuChildren, serverTitle, visibleNodes, type RouteNode } from './routeTable';

let id = 0;
function item(over: Partial<MenuItem>): MenuItem {
  id += 1;
  return menuItemFixture({ id: `m${id}`, name: '', title: '标题', titleEn: 'Title', ...over });
}

const paths = (nodes: RouteNode[]): string[] => nodes.map((n) => n.path);

describe('buildRouteTable', () => {
  it('always has the static Home entry, first by weight', () => {
    const table = buildRouteTable([item({ path: '/notice/index', component: 'notice/NoticeListPage', weigh: 5 })]);
    expect(paths(table)).toEqual(['/dashboard/index', '/notice/index']);
    expect(table[0]).toMatchObject({ kind: 'page', component: 'dashboard/DashboardPage', titleKey: 'menu.home', flush: true, hidden: false });
  });

  it('merges the server Home entry with the static one instead of repeating it', () => {
    const home = item({ id: 'home', path: '/dashboard/index', component: 'dashboard/DashboardPage', title: '首页', titleEn: 'Home', weigh: 1 });
    const table = buildRouteTable([home, item({ path: '/dashboard/index', component: 'dashboard/DashboardPage' })]);
    expect(paths(table)).toEqual(['/dashboard/index']);
    expect(table[0]).toMatchObject({ key: 'home', titleKey: null, flush: true });
  });

  it('finds a server Home below a root item and takes the root children as the top level', () => {
    const root = item({
      path: '/',
      component: 'BasicLayout',
      children: [item({ path: 'dashboard/index', component: 'dashboard/DashboardPage', weigh: 1 }), item({ path: 'notice/index', component: 'notice/NoticeListPage' })],
    });
    expect(paths(buildRouteTable([root]))).toEqual(['/dashboard/index', '/notice/index']);
  });

  it('resolves relative child paths and orders siblings by weight', () => {
    const product = item({
      path: '/product',
      component: 'RouteView',
      children: [item({ path: 'list/index', component: 'product/ProductListPage', weigh: 2 }), item({ path: '/product/create', component: 'product/CreatePage', weigh: 1 })],
    });
    const [, node] = buildRouteTable([product]);
    expect(node).toMatchObject({ kind: 'group', path: '/product' });
    expect(paths(node!.children)).toEqual(['/product/create', '/product/list/index']);
    expect(landingPath(node!)).toBe('/product/create');
  });

  it('keeps hidden items as routes but out of the menus', () => {
    const notice = item({
      path: '/notice',
      children: [item({ path: 'index', component: 'notice/NoticeListPage' }), item({ path: 'detail/index', component: 'notice/NoticeDetailPage', visible: 0 })],
    });
    const table = buildRouteTable([notice, item({ path: '/secret', component: 'x/SecretPage', visible: 0 })]);
    expect(paths(visibleNodes(table))).toEqual(['/dashboard/index', '/notice']);
    expect(paths(menuChildren(table[1]!))).toEqual(['/notice/index']);
    expect(findTrail(table, '/notice/detail/index').map((n) => n.path)).toEqual(['/notice', '/notice/detail/index']);
    expect(findTrail(table, '/secret')).toHaveLength(1);
  });

  it('makes isFrame items external links, never routes', () => {
    const table = buildRouteTable([item({ path: 'https://docs.example.com', isFrame: 1, component: 'ignored/Page' })]);
    expect(table[1]).toMatchObject({ kind: 'frame', path: 'https://docs.example.com' });
    expect(findTrail(table, 'https://docs.example.com')).toEqual([]);
  });

  it('honours isHideChildMenu and redirect', () => {
    const group = item({
      path: '/app',
      redirect: '/app/list',
      isHideChildMenu: 1,
      children: [item({ path: 'list', component: 'app/ListPage' }), item({ path: 'edit', component: 'app/EditPage' })],
    });
    const node = buildRouteTable([group])[1]!;
    expect(menuChildren(node)).toEqual([]);
    expect(landingPath(node)).toBe('/app/list');
  });

  it('lands on the first granted child when the redirect leads to a page not granted', () => {
    const group = item({ path: '/system', redirect: '/system/inbox', children: [item({ path: 'dict', component: 'dictionary/DictAdminPage' })] });
    expect(landingPath(buildRouteTable([group])[1]!)).toBe('/system/dict');
  });

  it('marks sections and what the layouts hide', () => {
    const table = buildRouteTable([
      item({ path: '/account', component: 'AccountLayout', visible: 0, children: [item({ path: 'basicInfo/index', component: 'account/BasicInfoPage' })] }),
      item({ path: '/blank', component: 'BlankLayout', children: [item({ path: 'page', component: 'x/Page' })] }),
      item({ path: '/panel', component: 'DesignLayout', children: [item({ path: 'design', component: 'panel/DesignPage' })] }),
    ]);
    expect(table[1]).toMatchObject({ kind: 'section', component: 'AccountLayout', chrome: 'full' });
    expect(table[2]!.children[0]).toMatchObject({ path: '/blank/page', chrome: 'header' });
    expect(table[3]!.children[0]).toMatchObject({ path: '/panel/design', chrome: 'none' });
  });

  it('titles each node in the page language, falling back to the other', () => {
    const [, node] = buildRouteTable([item({ path: '/x', component: 'x/Page', title: '产品', titleEn: '' })]);
    expect(serverTitle(node!, 'zh-CN')).toBe('产品');
    expect(serverTitle(node!, 'en-US')).toBe('产品');
  });
});
