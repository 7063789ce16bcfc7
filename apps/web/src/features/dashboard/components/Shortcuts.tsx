import type { ReactNode } from 'react';
import { Card, Empty } from 'antd';
import { AppstoreOutlined, AuditOutlined, BugOutlined, CustomerServiceOutlined, NotificationOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteContext } from '@/app/routes/RouteContext';
import { findTrail } from '@/app/routes/routeTable';
import styles from './GettingStarted.module.css';

interface Shortcut {
  path: string;
  icon: ReactNode;
  titleKey: string;
  hintKey: string;
}

interface ShortcutSet {
  titleKey: string;
  emptyKey: string;
  shortcuts: Shortcut[];
}

/** Entry points of the product area (spec 001 §2 routes), in the order a developer needs them. */
export const DEVELOPER_SHORTCUTS: ShortcutSet = {
  titleKey: 'dashboard.shortcuts.title',
  emptyKey: 'dashboard.shortcuts.empty',
  shortcuts: [
    { path: '/product/product/index', icon: <AppstoreOutlined />, titleKey: 'dashboard.shortcuts.products', hintKey: 'dashboard.shortcuts.productsHint' },
    { path: '/product/deviceDebugging/index', icon: <BugOutlined />, titleKey: 'dashboard.shortcuts.debugging', hintKey: 'dashboard.shortcuts.debuggingHint' },
  ],
};

/** The operations area's daily work: what developers wait for first, then publishing and accounts. */
export const OPERATOR_SHORTCUTS: ShortcutSet = {
  titleKey: 'dashboard.operations.title',
  emptyKey: 'dashboard.operations.empty',
  shortcuts: [
    { path: '/system/workOrder/index', icon: <CustomerServiceOutlined />, titleKey: 'dashboard.operations.support', hintKey: 'dashboard.operations.supportHint' },
    { path: '/system/certification/index', icon: <AuditOutlined />, titleKey: 'dashboard.operations.certification', hintKey: 'dashboard.operations.certificationHint' },
    { path: '/system/notice/index', icon: <NotificationOutlined />, titleKey: 'dashboard.operations.notices', hintKey: 'dashboard.operations.noticesHint' },
    { path: '/system/user/index', icon: <TeamOutlined />, titleKey: 'dashboard.operations.users', hintKey: 'dashboard.operations.usersHint' },
  ],
};

/**
 * Shortcuts of one area. Only routes the user's menus grant are offered (the route table is built from
 * them), so no shortcut leads to a 404 before the area exists or for a member without it.
 */
export function Shortcuts({ set }: { set: ShortcutSet }) {
  const { t } = useTranslation();
  const { table } = useRouteContext();
  const available = set.shortcuts.filter((shortcut) => findTrail(table, shortcut.path).length > 0);

  return (
    <Card title={t(set.titleKey)} className={styles.card} data-testid="dashboard-shortcuts">
      {available.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(set.emptyKey)} />
      ) : (
        <div className={styles.links}>
          {available.map((shortcut) => (
            <Link key={shortcut.path} to={shortcut.path} className={styles.link} data-testid="dashboard-shortcut">
              <span className={styles.icon}>{shortcut.icon}</span>
              <span className={styles.text}>
                <span className={styles.title}>{t(shortcut.titleKey)}</span>
                <span className={styles.description}>{t(shortcut.hintKey)}</span>
              </span>
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}
