import { Dropdown } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, COMMON_TIME_ZONES, setTimeZone, timeZone, zoneLabel } from '@/lib/format';

/** The common zones and the browser's own (when it is not one of them), each as 'GMT+8 Asia/Shanghai'. */
function zoneChoices(): string[] {
  const own = browserTimeZone();
  return own && !COMMON_TIME_ZONES.includes(own) ? [...COMMON_TIME_ZONES, own] : COMMON_TIME_ZONES;
}

/** The zone every time of the console is shown in ('GMT+8'); choosing another stores it and reloads the page. */
export function TimeZoneSwitcher() {
  const { t } = useTranslation();
  const zone = timeZone();
  const own = browserTimeZone();
  const hint = t('header.timeZone', { zone: `${zoneLabel(zone)} ${zone}` });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: zoneChoices().map((choice) => ({
          key: choice,
          label: `${zoneLabel(choice)} ${choice}${choice === own ? ` (${t('header.timeZoneOwn')})` : ''}`,
        })),
        selectable: true,
        selectedKeys: [zone],
        onClick: ({ key }) => key !== zone && setTimeZone(key),
      }}
    >
      {/* A native title, not a tooltip: it would cover the menu it opens. */}
      <span className="header-action" role="button" tabIndex={0} title={hint} aria-label={hint} data-testid="time-zone-switcher">
        <ClockCircleOutlined />
        <span>{zoneLabel(zone)}</span>
      </span>
    </Dropdown>
  );
}
