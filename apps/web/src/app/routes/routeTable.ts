import type { Lang } from '@iotc/shared';
import type { MenuItem } from '@iotc/shared/menus';
import { HOME_PATH } from '@/lib/redirect';

/**
 * The server's menu list (getRouters) as a tree of route nodes, free of React so it can be tested.
 * routeObjects.tsx turns it into react-router routes; the layouts draw their menus from it.
 *
 * Menu items: `path` absolute or relative to the parent; `component` is a page ('dashboard/DashboardPage'
 * = src/features/dashboard/pages/DashboardPage.tsx) or a layout name:
 *   - BasicLayout, RouteView, PageView, TopNavLayout, NoticeLayout, or none: a plain group of routes;
 *     an item at path '/' with BasicLayout stands for the root, its children are the top level;
 *   - BlankLayout: its pages show the header only; DesignLayout: no header and no menu (panel design);
 *   - AccountLayout, WorkOrderLayout, CenteredLayout: a section drawn around its pages.
 * visible 1 shows an item in the menus (hidden items still route); isFrame 1 opens `path` in a new tab;
 * isHideChildMenu 1 keeps the children out of the menu; `redirect` is where the item's own path leads.
 */

/** What the main layout draws around a page: everything, the header only, or nothing. */
export type Chrome = 'full' | 'header' | 'none';
export type SectionLayout = 'AccountLayout' | 'WorkOrderLayout' | 'CenteredLayout';

export interface RouteNode {
  key: string;
  /** Absolute path; for a frame the external address. */
  path: string;
  kind: 'page' | 'group' | 'section' | 'frame';
  /** Page key ('feature/Page') for pages, layout name for sections. */
  component: string;
  redirect: string | null;
  title: string;
  titleEn: string;
  /** A locale key used instead of the server's titles (the static Home entry). */
  titleKey: string | null;
  icon: string;
  hidden: boolean;
  hideChildrenInMenu: boolean;
  chrome: Chrome;
  /** Content without margins (the home page, spec 000 §2). */
  flush: boolean;
  children: RouteNode[];
}

const GROUP_LAYOUTS = new Set(['', 'BasicLayout', 'RouteView', 'PageView', 'TopNavLayout', 'NoticeLayout', 'BlankLayout', 'DesignLayout']);
const SECTION_LAYOUTS = new Set<string>(['AccountLayout', 'WorkOrderLayout', 'CenteredLayout'] satisfies SectionLayout[]);

/** The static menu of spec 000 §2: Home, always present. */
export const HOME_MENU: MenuItem = {
  id: 'static-home',
  name: 'Home',
  title: '',
  titleEn: '',
  path: HOME_PATH,
  component: 'dashboard/DashboardPage',
  icon: 'home',
  redirect: null,
  menuType: 1,
  moduleType: 'sys_admin',
  parentId: null,
  status: 0,
  visible: 1,
  weigh: 1,
  isCache: 0,
  isFrame: 0,
  isHideChildMenu: 0,
  perms: '',
  children: [],
};

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

function byWeigh(items: readonly MenuItem[]): MenuItem[] {
  return [...items].sort((a, b) => a.weigh - b.weigh);
}

function kindOf(item: MenuItem): RouteNode['kind'] {
  if (item.isFrame === 1) return 'frame';
  if (SECTION_LAYOUTS.has(item.component)) return 'section';
  if (GROUP_LAYOUTS.has(item.component ?? '')) return 'group';
  return 'page';
}

function chromeOf(item: MenuItem, inherited: Chrome): Chrome {
  if (item.component === 'BlankLayout') return 'header';
  if (item.component === 'DesignLayout') return 'none';
  return inherited;
}

/** Top-level items, with a root item ('/') replaced by its children. */
function topLevel(menus: readonly MenuItem[]): MenuItem[] {
  return menus.flatMap((item) => (item.path === '/' && item.isFrame !== 1 ? (item.children ?? []) : [item]));
}

function containsPath(items: readonly MenuItem[], path: string, parent = '/'): boolean {
  return items.some((item) => {
    const full = joinPath(parent, item.path);
    return full === path || containsPath(item.children ?? [], path, full);
  });
}

export function buildRouteTable(menus: readonly MenuItem[]): RouteNode[] {
  const seen = new Set<string>();
  const top = topLevel(menus);
  const items = containsPath(top, HOME_PATH) ? top : [HOME_MENU, ...top];

  const toNode = (item: MenuItem, parentPath: string, inherited: Chrome): RouteNode | null => {
    const kind = kindOf(item);
    const path = kind === 'frame' ? item.path : joinPath(parentPath, item.path);
    // The same path twice (a server duplicate, or the static Home again) would make two tabs of one page.
    if (seen.has(path)) return null;
    seen.add(path);
    const chrome = chromeOf(item, inherited);
    const isStaticHome = item === HOME_MENU;
    return {
      key: item.id || path,
      path,
      kind,
      component: item.component,
      redirect: item.redirect || null,
      title: item.title,
      titleEn: item.titleEn,
      titleKey: isStaticHome ? 'menu.home' : null,
      icon: item.icon,
      hidden: item.visible !== 1,
      hideChildrenInMenu: item.isHideChildMenu === 1,
      chrome,
      flush: path === HOME_PATH,
      children: byWeigh(item.children ?? [])
        .map((child) => toNode(child, path, chrome))
        .filter((node): node is RouteNode => node !== null),
    };
  };

  return byWeigh(items)
    .map((item) => toNode(item, '/', 'full'))
    .filter((node): node is RouteNode => node !== null);
}

/** The server's title in the page's language, the other one when that is blank. */
export function serverTitle(node: RouteNode, lang: Lang): string {
  return lang === 'en-US' ? node.titleEn || node.title : node.title || node.titleEn;
}

/** Where a group or section's own path leads: its redirect, else its first page. */
export function landingPath(node: RouteNode): string | null {
  if (node.kind === 'page') return node.path;
  // The redirect only when it leads to a page the user was granted; else the first granted child.
  if (node.redirect && findTrail(node.children, node.redirect).length > 0) return node.redirect;
  for (const child of node.children) {
    const target = child.kind === 'frame' ? null : landingPath(child);
    if (target) return target;
  }
  return null;
}

/** The nodes from the top level down to the one whose path is `pathname`; [] when none is. */
export function findTrail(nodes: readonly RouteNode[], pathname: string): RouteNode[] {
  for (const node of nodes) {
    if (node.kind !== 'frame' && node.path === pathname) return [node];
    const below = findTrail(node.children, pathname);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Nodes the menus show: visible ones. */
export function visibleNodes(nodes: readonly RouteNode[]): RouteNode[] {
  return nodes.filter((node) => !node.hidden);
}

/** Children a menu shows under a node (none when the node hides them). */
export function menuChildren(node: RouteNode): RouteNode[] {
  return node.hideChildrenInMenu ? [] : visibleNodes(node.children);
}
