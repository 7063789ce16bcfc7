import { Drawer, Menu, Tooltip, type MenuProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_DRAWER_WIDTH, SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from '@iotc/shared';
import { useRouteContext } from '../routes/RouteContext';
import { landingPath, menuChildren, visibleNodes, type RouteNode } from '../routes/routeTable';
import { useNodeTitle } from '../routes/useNodeTitle';
import { MenuIcon } from './MenuIcon';

/** The second-level panel lists a group's pages; sections draw their own menu, pages have none. */
export function panelNodes(section: RouteNode | undefined): RouteNode[] {
  return section?.kind === 'group' ? menuChildren(section) : [];
}

function FrameLink({ node, title }: { node: RouteNode; title: string }) {
  return (
    <a href={node.path} target="_blank" rel="noopener noreferrer">
      {title} <ExportOutlined className="side-panel__external" />
    </a>
  );
}

/** The menu items of some route nodes and their visible children; `icons` puts each node's icon before it. */
function useMenuItems() {
  const titleOf = useNodeTitle();
  const toItems = (list: RouteNode[], icons = false): NonNullable<MenuProps['items']> =>
    list.map((node) => {
      const children = node.kind === 'group' ? menuChildren(node) : [];
      const title = titleOf(node);
      const icon = icons ? <MenuIcon name={node.icon} /> : undefined;
      if (children.length > 0) return { key: node.key, icon, label: title, children: toItems(children) };
      return {
        key: node.key,
        icon,
        label: node.kind === 'frame' ? <FrameLink node={node} title={title} /> : <Link to={landingPath(node) ?? node.path}>{title}</Link>,
      };
    });
  return toItems;
}

/** The menu entry the page stands under: the deepest visible node of the trail. */
function useSelectedKeys(): string[] {
  const { trail } = useRouteContext();
  const selected = trail.filter((node) => !node.hidden).at(-1);
  return selected ? [selected.key] : [];
}

function RailItem({ node, active }: { node: RouteNode; active: boolean }) {
  const titleOf = useNodeTitle();
  const title = titleOf(node);
  const body = (
    <>
      <span className="side-rail__icon">
        <MenuIcon name={node.icon} />
      </span>
      <span className="side-rail__label">{title}</span>
    </>
  );
  const className = active ? 'side-rail__item side-rail__item--active' : 'side-rail__item';
  return (
    <Tooltip title={title} placement="right">
      {node.kind === 'frame' ? (
        <a className={className} href={node.path} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <Link className={className} to={landingPath(node) ?? node.path}>
          {body}
        </Link>
      )}
    </Tooltip>
  );
}

/** Left icon menu of the top-level routes, with the second-level panel of the section shown (`panelOpen`). */
export function SideMenu({ panelOpen }: { panelOpen: boolean }) {
  const { table, trail } = useRouteContext();
  const titleOf = useNodeTitle();
  const toItems = useMenuItems();
  const selectedKeys = useSelectedKeys();
  const section = trail[0];
  const nodes = panelNodes(section);
  const showPanel = panelOpen && nodes.length > 0;

  return (
    <aside className="side" style={{ width: showPanel ? SIDE_MENU_WIDTH : SIDE_MENU_COLLAPSED_WIDTH }} data-testid="side-menu">
      <nav className="side-rail" style={{ width: SIDE_MENU_COLLAPSED_WIDTH }}>
        {visibleNodes(table).map((node) => (
          <RailItem key={node.key} node={node} active={node === section} />
        ))}
      </nav>
      {showPanel && section && (
        <div className="side-panel" style={{ width: SIDE_MENU_WIDTH - SIDE_MENU_COLLAPSED_WIDTH }} data-testid="submenu-panel">
          <div className="side-panel__title">{titleOf(section)}</div>
          <Menu
            // Re-created per section so the trail's groups start open.
            key={section.key}
            mode="inline"
            items={toItems(nodes)}
            selectedKeys={selectedKeys}
            defaultOpenKeys={trail.map((node) => node.key)}
          />
        </div>
      )}
    </aside>
  );
}

/**
 * A phone's navigation (below 768 px): the whole menu, every section with its pages, in a drawer the
 * header's menu button opens; a choice closes it. The page keeps the whole width.
 */
export function NavDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { table, trail } = useRouteContext();
  const toItems = useMenuItems();
  const selectedKeys = useSelectedKeys();
  const section = trail[0];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={NAV_DRAWER_WIDTH}
      title={t('menu.navigation')}
      className="nav-drawer"
      styles={{ body: { padding: 0 } }}
      data-testid="nav-drawer"
    >
      <Menu
        mode="inline"
        items={toItems(visibleNodes(table), true)}
        selectedKeys={selectedKeys}
        // Re-created per section so the section of the page starts open.
        key={section?.key}
        defaultOpenKeys={section ? [section.key] : []}
        onClick={onClose}
      />
    </Drawer>
  );
}
