import { Button, Dropdown } from 'antd';
import { CheckOutlined, CompassOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TenantInfo } from '@iotc/shared/spaces';
import { startNoviceGuide } from '@/features/guide/noviceGuide';
import { changeSpace, useSessionStore } from '@/lib/session';

/** Menu key of the novice guide entry (tenant ids are UUIDs, so it cannot clash). */
const GUIDE_KEY = 'novice-guide';

/** The user's spaces; a blank company name reads "My space" (spec 000 §2). Below them, the novice guide. */
export function SpaceSwitcher() {
  const { t } = useTranslation();
  const tenantList = useSessionStore((s) => s.tenantList);
  const currentId = useSessionStore((s) => s.userInfo?.tenantId);
  const nameOf = (tenant: Pick<TenantInfo, 'companyName'>) => tenant.companyName.trim() || t('header.mySpace');
  const current = tenantList.find((tenant) => tenant.tenantId === currentId);

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...tenantList.map((tenant) => ({
            key: tenant.tenantId,
            label: (
              <span className="space-item">
                <span className="space-item__name">{nameOf(tenant)}</span>
                {tenant.tenantId === currentId && <CheckOutlined className="space-item__check" />}
              </span>
            ),
          })),
          { type: 'divider' as const },
          { key: GUIDE_KEY, icon: <CompassOutlined />, label: <span data-testid="novice-guide">{t('guide.menu')}</span> },
        ],
        selectable: true,
        selectedKeys: currentId ? [currentId] : [],
        onClick: ({ key }) => (key === GUIDE_KEY ? startNoviceGuide() : void changeSpace(key)),
      }}
    >
      <Button type="text" className="header-action" icon={<SwapOutlined />} data-testid="space-switcher" title={t('header.switchSpace')}>
        <span className="header-label header-space">{current ? nameOf(current) : t('header.mySpace')}</span>
      </Button>
    </Dropdown>
  );
}
