import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Grid, Tabs, Typography } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeviceDetail } from '@iotc/shared/devices';
import { QueryDetailCard, useAddressedItem } from '@/components/QueryDetailCard';
import { useProductFunctions } from '@/features/functions/hooks';
import { useLocalizedFunctions } from '@/features/productLanguages/hooks';
import { formatZonedTime } from '@/lib/format';
import { DeviceFaultView } from '../components/DeviceFaultView';
import { DeviceLogView } from '../components/DeviceLogView';
import { DeviceStateTable } from '../components/DeviceStateTable';
import { ActiveTag, NatureTag, OnlineTag } from '../components/DeviceTags';
import styles from '../components/devices.module.css';
import { useDevice } from '../hooks';
import { DEVICE_LIST_PATH, deviceLogPath } from '../paths';
import pageCard from '@/components/PageCard.module.css';

type Field = [label: string, value: ReactNode];

/** One group of the device's fields; empty values show as a dash. */
function FieldGroup({ title, fields, testId }: { title: string; fields: Field[]; testId: string }) {
  // On a phone the labels go above the values, leaving the width to long ids.
  const narrow = Grid.useBreakpoint().sm === false;
  return (
    <>
      <div className={styles.section}>{title}</div>
      <Descriptions
        bordered
        size="small"
        layout={narrow ? 'vertical' : 'horizontal'}
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
        data-testid={testId}
      >
        {fields.map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value === null || value === undefined || value === '' ? '-' : value}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </>
  );
}

function DeviceView({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const functions = useProductFunctions(device.productId);
  const localized = useLocalizedFunctions(device.productId, functions.data);
  const [tab, setTab] = useState('state');
  const mono = (text: string | null) => text && <span className={styles.mono}>{text}</span>;
  const firmware = (key: string | null, version: string | null) => (key || version ? `${key ?? '-'} / ${version ?? '-'}` : null);
  const f = (key: string) => t(`devices.field.${key}`);

  return (
    <>
      <div className={styles.head}>
        <div className={styles.headTitle}>
          <Typography.Title level={4} className={styles.headName} data-testid="device-name">
            {device.name || device.did}
          </Typography.Title>
          <NatureTag nature={device.deviceNature} />
          <ActiveTag status={device.activeStatus} />
          <OnlineTag status={device.onlineStatus} />
        </div>
        <Link to={deviceLogPath(device.did)}>
          <Button icon={<FileSearchOutlined />}>{t('devices.action.fullLog')}</Button>
        </Link>
      </div>

      <FieldGroup
        title={t('devices.group.identity')}
        testId="device-identity"
        fields={[
          [f('did'), <Typography.Text key="did" copyable className={styles.mono}>{device.did}</Typography.Text>],
          [f('name'), device.name],
          [f('productName'), device.productName],
          [f('productKey'), mono(device.productKey)],
          [f('deviceNature'), <NatureTag key="nature" nature={device.deviceNature} />],
          [f('sn'), mono(device.sn)],
          [f('mac'), mono(device.mac)],
          [f('batchId'), device.batchId],
        ]}
      />
      <FieldGroup
        title={t('devices.group.state')}
        testId="device-state"
        fields={[
          [f('activeStatus'), <ActiveTag key="active" status={device.activeStatus} />],
          [f('onlineStatus'), <OnlineTag key="online" status={device.onlineStatus} />],
          [f('activatedTime'), formatZonedTime(device.activatedTime)],
          [f('lastActivatedTime'), formatZonedTime(device.lastActivatedTime)],
          [f('updateTime'), formatZonedTime(device.updateTime)],
        ]}
      />
      <FieldGroup
        title={t('devices.group.firmware')}
        testId="device-firmware"
        fields={[
          [f('productionUuid'), mono(device.productionUuid)],
          [f('moduleFirmware'), firmware(device.moduleFirmwareKey, device.moduleFirmwareVersion)],
          [f('mcuFirmware'), firmware(device.mcuFirmwareKey, device.mcuFirmwareVersion)],
          [f('moduleSn'), mono(device.moduleSn)],
          [f('deviceSn'), mono(device.deviceSn)],
        ]}
      />
      <FieldGroup
        title={t('devices.group.binding')}
        testId="device-binding"
        fields={[
          [f('boundUser'), device.boundUser],
          [f('boundApp'), device.boundApp],
          [f('location'), device.location],
          [f('channel'), device.channel],
          [f('timezone'), device.timezone],
          [f('owner'), device.owner],
          [f('isAI'), t(device.isAI ? 'devices.value.yes' : 'devices.value.no')],
        ]}
      />

      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          {
            key: 'state',
            label: t('devices.tab.state'),
            children: <DeviceStateTable device={device} functions={localized} loading={functions.isPending} />,
          },
          { key: 'log', label: t('devices.tab.log'), children: <DeviceLogView did={device.did} functions={localized} /> },
          { key: 'faults', label: t('devices.tab.faults'), children: <DeviceFaultView did={device.did} /> },
        ]}
      />
    </>
  );
}

/** /device/detail/index?id=: every field of one device, its current state per function, its log and malfunctions. */
export default function DeviceDetailPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedItem('id', useDevice);
  return (
    <QueryDetailCard
      id={id}
      query={query}
      className={pageCard.card}
      back={{ to: DEVICE_LIST_PATH, text: t('devices.list.title'), testId: 'device-back' }}
      texts="devices.detail"
      notFoundHint
      data-testid="device-detail"
    >
      {(device) => <DeviceView device={device} />}
    </QueryDetailCard>
  );
}
