import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined, CustomerServiceOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@/lib/redirect';
import { useSessionStore } from '@/lib/session';
import { AvatarMenu } from './AvatarMenu';
import { Brand } from './Brand';
import { SpaceSwitcher } from './SpaceSwitcher';
import { TimeZoneSwitcher } from './TimeZoneSwitcher';
import { useHelpCenterUrl } from './useHelpCenterUrl';

export const WORK_ORDER_PATH = '/workOrder/list/index';
const NOTICE_PATH = '/notice/index';
const TOGGLE_ICONS = { fold: <MenuFoldOutlined />, unfold: <MenuUnfoldOutlined />, drawer: <MenuOutlined /> };

interface AppHeaderProps {
  /** The menu button, when there is a menu: folds or unfolds the side menu's panel, or (on a phone) opens the navigation drawer. */
  menuToggle?: { kind: 'fold' | 'unfold' | 'drawer'; onToggle(): void };
}

/** The top bar of spec 000 §1: help centre, work orders, space, notices, time zone, avatar menu. */
export function AppHeader({ menuToggle }: AppHeaderProps) {
  const { t } = useTranslation();
  const helpCenterUrl = useHelpCenterUrl();
  const workOrderUnread = useSessionStore((s) => s.workOrderUnread);
  const noticeUnread = useSessionStore((s) => s.noticeUnread);

  return (
    <header className="app-header">
      <div className="app-header__left">
        {menuToggle && (
          <Button
            type="text"
            className="app-header__toggle"
            icon={TOGGLE_ICONS[menuToggle.kind]}
            onClick={menuToggle.onToggle}
            aria-label={t(menuToggle.kind === 'drawer' ? 'header.openMenu' : 'header.toggleMenu')}
            data-testid="menu-toggle"
          />
        )}
        <Brand to={HOME_PATH} />
      </div>
      <nav className="app-header__right">
        <a className="header-action" href={helpCenterUrl} target="_blank" rel="noopener noreferrer" data-testid="help-center-link">
          <QuestionCircleOutlined />
          <span className="header-label">{t('header.helpCenter')}</span>
        </a>
        <Link className="header-action" to={WORK_ORDER_PATH} data-testid="work-order-link">
          <Badge dot={workOrderUnread > 0} data-testid={workOrderUnread > 0 ? 'work-order-dot' : undefined}>
            <CustomerServiceOutlined />
          </Badge>
          <span className="header-label">{t('header.workOrders')}</span>
        </Link>
        <SpaceSwitcher />
        <Tooltip title={t('header.notices')}>
          <Link className="header-action" to={NOTICE_PATH} data-testid="notice-bell" aria-label={t('header.notices')}>
            <Badge dot={noticeUnread} data-testid={noticeUnread ? 'notice-dot' : undefined}>
              <BellOutlined />
            </Badge>
          </Link>
        </Tooltip>
        <TimeZoneSwitcher />
        <AvatarMenu />
      </nav>
    </header>
  );
}
