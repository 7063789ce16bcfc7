import { Menu } from 'antd';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountType, CONTENT_WIDTH } from '@iotc/shared';
import { useSessionStore } from '@/lib/session';
import { useRouteContext } from '../routes/RouteContext';
import { landingPath, menuChildren, type RouteNode } from '../routes/routeTable';
import { useNodeTitle } from '../routes/useNodeTitle';
import { WORK_ORDER_PATH } from './AppHeader';

interface SideSectionProps {
  heading: string;
  entries: { key: string; label: string; to: string }[];
  selectedKey?: string;
}

/** A section with its own side menu beside the page (account, work orders). */
function SideSection({ heading, entries, selectedKey }: SideSectionProps) {
  return (
    <div className="section">
      <aside className="section__menu" data-testid="section-menu">
        <div className="section__heading">{heading}</div>
        <Menu
          mode="inline"
          selectedKeys={selectedKey ? [selectedKey] : []}
          items={entries.map((entry) => ({ key: entry.key, label: <Link to={entry.to}>{entry.label}</Link> }))}
        />
      </aside>
      <div className="section__content">
        <Outlet />
      </div>
    </div>
  );
}

/** Pages of the account section that only enterprise accounts have (spec 000 §2: enterprise info needs accountType 1). */
const ENTERPRISE_PAGES = new Set(['account/EnterpriseInfoPage', 'account/EnterpriseCertificationPage']);

/** Side menu headed My Account, with the section's visible pages; a personal account has no enterprise entries. */
function AccountLayout({ node }: { node: RouteNode }) {
  const { t } = useTranslation();
  const { trail } = useRouteContext();
  const titleOf = useNodeTitle();
  const personal = useSessionStore((s) => s.userInfo?.accountType === AccountType.Personal);
  const entries = menuChildren(node)
    .filter((child) => !(personal && ENTERPRISE_PAGES.has(child.component)))
    .map((child) => ({ key: child.key, label: titleOf(child), to: landingPath(child) ?? child.path }));
  const selected = trail.find((n) => entries.some((entry) => entry.key === n.key));
  return <SideSection heading={t('menu.myAccount')} entries={entries} selectedKey={selected?.key} />;
}

/** Side menu with one entry, My Work Orders. */
function WorkOrderLayout() {
  const { t } = useTranslation();
  const entry = { key: 'workOrders', label: t('menu.myWorkOrders'), to: WORK_ORDER_PATH };
  return <SideSection heading={t('menu.workOrders')} entries={[entry]} selectedKey={entry.key} />;
}

/** Content centred at 1200 px. */
function CenteredLayout() {
  return (
    <div className="centered" style={{ maxWidth: CONTENT_WIDTH }}>
      <Outlet />
    </div>
  );
}

/** The layout a section node names. */
export function SectionView({ node }: { node: RouteNode }) {
  switch (node.component) {
    case 'AccountLayout':
      return <AccountLayout node={node} />;
    case 'WorkOrderLayout':
      return <WorkOrderLayout />;
    default:
      return <CenteredLayout />;
  }
}
