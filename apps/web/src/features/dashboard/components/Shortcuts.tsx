import type { ReactNode } from 'react';
import { Card, Empty } from 'antd';
import { AppstoreOutlined, BugOutlined } from '@ant-design/icons';
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

/** Entry points of the product area (spec 001 §2 routes), in the order a developer needs them. */
const SHORTCUTS: Shortcut[] = [
  { path: '/product/product/index', icon: <AppstoreOutlined />, titleKey: 'dashboard.shortcuts.products', hintKey: 'dashboard.shortcuts.productsHint' },
  { path: '/product/deviceDebugging/index', icon: <BugOutlined />, titleKey: 'dashboard.shortcuts.debugging', hintKey: 'dashboard.shortcuts.debuggingHint' },
];

/**
 * Shortcuts into product development. Only routes the user's menus grant are offered (the route table
 * is built from them), so no shortcut leads to a 404 before the product area exists or for a member
 * without it.
 */
export function Shortcuts() {
  const { t } = useTranslation();
  const { table } = useRouteContext();
  const available = SHORTCUTS.filter((shortcut) => findTrail(table, shortcut.path).length > 0);

  return (
    <Card title={t('dashboard.shortcuts.title')} className={styles.card} data-testid="dashboard-shortcuts">
      {available.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.shortcuts.empty')} />
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
