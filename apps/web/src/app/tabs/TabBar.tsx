import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useRouteContext } from '../routes/RouteContext';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/feedback';
import { closeLeft, closeOthers, closeRight, closeTab, tabKey, type CloseResult, type TabMessage } from './tabRules';
import { useTabStore } from './tabStore';

type TabAction = 'close' | 'closeLeft' | 'closeRight' | 'closeAll';

/** The tab of the page shown. */
export function useShownTabKey(): string {
  return tabKey(useLocation(), useRouteContext().current?.component ?? null);
}

/** Open pages as tabs; close one, those to the left or right, or all others (spec 000 §2). */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = useShownTabKey();
  const tabs = useTabStore((s) => s.tabs);
  const setTabs = useTabStore((s) => s.set);

  const messages: Record<TabMessage, string> = {
    lastTab: t('tabs.lastTab'),
    noLeft: t('tabs.noLeft'),
    noRight: t('tabs.noRight'),
  };

  const urlOf = (key: string) => tabs.find((tab) => tab.key === key)?.url ?? key;

  const apply = (result: CloseResult) => {
    if ('message' in result) {
      toast.warning(messages[result.message]);
      return;
    }
    setTabs(result.tabs);
    if (result.active !== active) navigate(urlOf(result.active));
  };

  const run = (action: TabAction, key: string) => {
    if (action === 'close') apply(closeTab(tabs, key, active));
    else if (action === 'closeLeft') apply(closeLeft(tabs, key, active));
    else if (action === 'closeRight') apply(closeRight(tabs, key, active));
    else apply(closeOthers(tabs, key));
  };

  const actionItems: MenuProps['items'] = [
    { key: 'close', label: t('tabs.close') },
    { key: 'closeLeft', label: t('tabs.closeLeft') },
    { key: 'closeRight', label: t('tabs.closeRight') },
    { key: 'closeAll', label: t('tabs.closeAll') },
  ];
  const menuFor = (key: string): MenuProps => ({ items: actionItems, onClick: (info) => run(info.key as TabAction, key) });

  return (
    <div className="tab-bar" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={active}
        onChange={(key) => navigate(urlOf(key))}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && run('close', key)}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: (
            <Dropdown trigger={['contextMenu']} menu={menuFor(tab.key)}>
              <span className="tab-bar__title" data-testid="tab">
                {tab.title}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={
          <Dropdown trigger={['click']} menu={menuFor(active)} placement="bottomRight">
            <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tabs.actions')} data-testid="tab-actions" />
          </Dropdown>
        }
      />
    </div>
  );
}
