import { Menu, Tooltip, type MenuProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH, SIDE_MENU_WIDTH_MOBILE } from '@iotc/shared';
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

interface SideMenuProps {
  /** Whether the second-level panel shows (when the section has one). */
  panelOpen: boolean;
  /** On small screens the panel floats over the content and closes after a choice. */
  overlay: boolean;
  onClosePanel(): void;
}

/** Left icon menu of the top-level routes, with the second-level panel of the section shown. */
export function SideMenu({ panelOpen, overlay, onClosePanel }: SideMenuProps) {
  const { table, trail } = useRouteContext();
  const titleOf = useNodeTitle();
  const section = trail[0];
  const nodes = panelNodes(section);
  const showPanel = panelOpen && nodes.length > 0;

  const toItems = (list: RouteNode[]): NonNullable<MenuProps['items']> =>
    list.map((node) => {
      const children = node.kind === 'group' ? menuChildren(node) : [];
      const title = titleOf(node);
      if (children.length > 0) return { key: node.key, label: title, children: toItems(children) };
      return {
        key: node.key,
        label: node.kind === 'frame' ? <FrameLink node={node} title={title} /> : <Link to={landingPath(node) ?? node.path}>{title}</Link>,
      };
    });

  const selected = trail.filter((node) => !node.hidden).at(-1);
  // Spec 000 §9: 255 wide with the panel, 80 folded, 80 on small screens (where the panel floats).
  const width = overlay ? SIDE_MENU_WIDTH_MOBILE : showPanel ? SIDE_MENU_WIDTH : SIDE_MENU_COLLAPSED_WIDTH;
  const railWidth = overlay ? SIDE_MENU_WIDTH_MOBILE : SIDE_MENU_COLLAPSED_WIDTH;

  return (
    <aside className="side" style={{ width }} data-testid="side-menu">
      <nav className="side-rail" style={{ width: railWidth }}>
        {visibleNodes(table).map((node) => (
          <RailItem key={node.key} node={node} active={node === section} />
        ))}
      </nav>
      {showPanel && section && (
        <>
          {overlay && <div className="side-backdrop" onClick={onClosePanel} />}
          <div
            className={overlay ? 'side-panel side-panel--overlay' : 'side-panel'}
            style={{ width: SIDE_MENU_WIDTH - SIDE_MENU_COLLAPSED_WIDTH, left: overlay ? railWidth : undefined }}
            data-testid="submenu-panel"
          >
            <div className="side-panel__title">{titleOf(section)}</div>
            <Menu
              // Re-created per section so the trail's groups start open.
              key={section.key}
              mode="inline"
              items={toItems(nodes)}
              selectedKeys={selected ? [selected.key] : []}
              defaultOpenKeys={trail.map((node) => node.key)}
              onClick={overlay ? onClosePanel : undefined}
            />
          </div>
        </>
      )}
    </aside>
  );
}
