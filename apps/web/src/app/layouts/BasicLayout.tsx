import { useEffect, useRef, useState } from 'react';
import { Grid } from 'antd';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useRouteContext } from '../routes/RouteContext';
import { useNodeTitle } from '../routes/useNodeTitle';
import { TabBar, useShownTabKey } from '../tabs/TabBar';
import { useTabStore } from '../tabs/tabStore';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { NavDrawer, SideMenu, panelNodes } from './SideMenu';

/**
 * The main layout (spec 000 §2): top bar, left icon menu with its second-level panel, tab bar, content,
 * footer. Pages under BlankLayout keep the top bar only; pages under DesignLayout (panel design) get the
 * whole window. Below 768 px the side menu gives its width to the page: the header's menu button opens
 * the whole menu in a drawer.
 */
export function BasicLayout() {
  const location = useLocation();
  const { current, trail } = useRouteContext();
  const titleOf = useNodeTitle();
  const openTab = useTabStore((s) => s.open);
  const replaceTab = useTabStore((s) => s.replace);
  const navigationType = useNavigationType();
  /** The tab of the page shown before this one; null when that page had none. */
  const tabBefore = useRef<string | null>(null);
  const screens = Grid.useBreakpoint();
  // Until the first measurement `md` is undefined: assume a wide screen rather than flash the mobile menu.
  const mobile = screens.md === false;
  const [folded, setFolded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const chrome = current?.chrome ?? 'full';
  const key = useShownTabKey();
  const url = `${location.pathname}${location.search}`;
  const title = current ? titleOf(current) : '';

  useEffect(() => {
    const hasTab = chrome === 'full' && Boolean(title);
    if (hasTab) {
      const tab = { key, title, url };
      // A page that replaced itself in the history (the create wizard on finishing, a redirect) hands its tab over.
      if (navigationType === 'REPLACE' && tabBefore.current) replaceTab(tabBefore.current, tab);
      else openTab(tab);
    }
    tabBefore.current = hasTab ? key : null;
  }, [chrome, key, url, title, navigationType, openTab, replaceTab]);

  if (chrome === 'none') return <Outlet />;

  const hasPanel = panelNodes(trail[0]).length > 0;
  const withMenu = chrome === 'full';
  const menuToggle = !withMenu
    ? undefined
    : mobile
      ? { kind: 'drawer' as const, onToggle: () => setDrawerOpen(true) }
      : hasPanel
        ? { kind: folded ? ('unfold' as const) : ('fold' as const), onToggle: () => setFolded(!folded) }
        : undefined;

  return (
    <div className="shell">
      <AppHeader menuToggle={menuToggle} />
      {withMenu && mobile && <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <div className="shell__body">
        {withMenu && !mobile && <SideMenu panelOpen={!folded} />}
        <main className="shell__main">
          {withMenu && <TabBar />}
          <div className={current?.flush ? 'shell__content shell__content--flush' : 'shell__content'}>
            <Outlet />
          </div>
          <AppFooter />
        </main>
      </div>
    </div>
  );
}
