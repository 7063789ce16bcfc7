import { Avatar, Dropdown, type MenuProps } from 'antd';
import { GlobalOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGS, UserType, type Lang } from '@iotc/shared';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { confirmLogout, useSessionStore } from '@/lib/session';
import { useLanguageNames } from './LanguageSwitcher';

const ACCOUNT_PATH = '/account/basicInfo/index';
const LANG_PREFIX = 'lang:';

/** Account settings (space owners only, spec 000 §2), language, logout. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useLanguageNames();
  const userInfo = useSessionStore((s) => s.userInfo);

  const items: MenuProps['items'] = [
    ...(userInfo?.userType === UserType.Owner
      ? [{ key: 'account', icon: <SettingOutlined />, label: t('header.accountSettings') }]
      : []),
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: t('language.label'),
      children: LANGS.map((lang) => ({ key: `${LANG_PREFIX}${lang}`, label: names[lang] })),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') navigate(ACCOUNT_PATH);
    else if (key === 'logout') confirmLogout();
    else if (key.startsWith(LANG_PREFIX)) {
      const lang = key.slice(LANG_PREFIX.length) as Lang;
      if (lang !== currentLanguage) setLanguage(lang);
    }
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick, selectedKeys: [`${LANG_PREFIX}${currentLanguage}`] }}>
      <span className="header-action header-user" data-testid="avatar-menu" role="button" tabIndex={0}>
        <Avatar size={28} src={userInfo?.avatar || undefined} icon={<UserOutlined />} />
        <span className="header-label">{userInfo?.userName}</span>
      </span>
    </Dropdown>
  );
}
