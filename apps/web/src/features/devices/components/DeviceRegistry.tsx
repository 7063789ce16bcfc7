import { useState } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEVICE_COUNT_MAX, Perm } from '@iotc/shared';
import { type DeviceItem, DeviceNature } from '@iotc/shared/devices';
import { DeleteAction } from '@/components/DeleteAction';
import { KeywordSearch } from '@/components/KeywordSearch';
import { DataList, type DataListColumn } from '@/components/DataList';
import { usePaging } from '@/components/usePaging';
import { toast } from '@/lib/feedback';
import { Permission } from '@/lib/permission';
import { VirtualDeviceModal } from '@/features/virtualDevices/components/VirtualDeviceModal';
import { useDeleteVirtualDevice } from '@/features/virtualDevices/hooks';
import { countText } from '../format';
import { useDeviceList } from '../hooks';
import { natureOptions } from '../labels';
import { deviceDetailPath, deviceLogPath } from '../paths';
import { DeviceCountCards } from './DeviceCountCards';
import { ActiveTag, NatureTag, OnlineTag } from './DeviceTags';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { zoneTitle } from '@/lib/format';
import { TimeCell } from './TimeCell';
import styles from './devices.module.css';

type Binary = 0 | 1;

interface Filters {
  productId?: string;
  status?: Binary;
  online?: Binary;
  did?: string;
  sn?: string;
  batch?: string;
  deviceNature?: DeviceNature;
}

/**
 * The device registry of the space, or of one product (`productId`): counts, filters, the table with
 * links to each device's details and log, and the virtual-device actions.
 */
export function DeviceRegistry({ productId }: { productId?: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  // A new set of search boxes when the filters are cleared: the old ones still show their text.
  const [searchBoxes, setSearchBoxes] = useState(0);
  const [creating, setCreating] = useState(false);
  const paging = usePaging();
  const { pageNo, setPageNo, firstPage } = paging;
  const shownProduct = productId ?? filters.productId;
  const query = useDeviceList({ ...filters, productId: shownProduct, pageNo, pageSize: paging.pageSize });
  const remove = useDeleteVirtualDevice();
  const page = query.data;
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');

  const setFilter = <K extends keyof Filters>(key: K) =>
    firstPage((value: Filters[K] | null) => setFilters((current) => ({ ...current, [key]: value ?? undefined })));
  const setText = (key: 'did' | 'sn' | 'batch') => firstPage((value: string) => setFilters((current) => ({ ...current, [key]: value || undefined })));

  const clearFilters = () => {
    setSearchBoxes((n) => n + 1);
    setFilters({});
    setPageNo(1);
  };

  const deleteDevice = async (device: DeviceItem) => {
    await remove.mutateAsync({ productId: device.productId, did: device.did });
    toast.success(t('virtualDevices.registry.deleted', { did: device.did }));
    if (page && page.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
  };

  /** A choice among a few values; cleared, it filters nothing. */
  const filterSelect = <K extends 'status' | 'online' | 'deviceNature'>(
    key: K,
    options: { value: NonNullable<Filters[K]>; label: string }[],
    placeholder: string,
    testId: string,
  ) => (
    <Select
      allowClear
      className={styles.filter}
      value={filters[key]}
      onChange={setFilter(key)}
      options={options}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
  const binaryOptions = (group: 'active' | 'online') => [1, 0].map((value) => ({ value: value as Binary, label: t(`devices.${group}.${value}`) }));

  const columns: DataListColumn<DeviceItem>[] = [
    {
      key: 'did',
      title: t('devices.column.didName'),
      width: 200,
      render: (_: unknown, device) => (
        <>
          <Link to={deviceDetailPath(device.did)} className={styles.mono} data-testid="device-did-link">
            {device.did}
          </Link>
          <div>{device.name}</div>
        </>
      ),
    },
    ...(productId ? [] : [{ key: 'product', title: t('devices.column.product'), width: 130, dataIndex: 'productName' }]),
    { key: 'nature', title: t('devices.column.nature'), width: 90, secondary: true, render: (_: unknown, device) => <NatureTag nature={device.deviceNature} /> },
    { key: 'sn', title: t('devices.column.sn'), width: 110, render: (_: unknown, device) => <span className={styles.mono}>{device.sn}</span> },
    { key: 'batch', title: t('devices.column.batch'), width: 90, secondary: true, dataIndex: 'batchId' },
    {
      key: 'status',
      title: t('devices.column.status'),
      width: 120,
      render: (_: unknown, device) => (
        <span className={styles.tags}>
          <ActiveTag status={device.activeStatus} />
          <OnlineTag status={device.onlineStatus} />
        </span>
      ),
    },
    { key: 'activatedTime', title: zoneTitle(t('devices.column.activatedTime')), width: 110, secondary: true, render: (_: unknown, device) => <TimeCell time={device.activatedTime} /> },
    { key: 'lastActivatedTime', title: zoneTitle(t('devices.column.lastOnline')), width: 110, render: (_: unknown, device) => <TimeCell time={device.lastActivatedTime} /> },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 130,
      render: (_: unknown, device) => (
        <Space size={0} wrap className={styles.actions}>
          <Link to={deviceDetailPath(device.did)}>
            <Button type="link" size="small">
              {t('devices.action.details')}
            </Button>
          </Link>
          <Link to={deviceLogPath(device.did)} data-testid={`device-log-${device.did}`}>
            <Button type="link" size="small">
              {t('devices.action.log')}
            </Button>
          </Link>
          {device.deviceNature === DeviceNature.Virtual && (
            <Permission perm={Perm.virtualDeviceDelete}>
              <DeleteAction
                description={t('virtualDevices.registry.deleteConfirm', { did: device.did })}
                onConfirm={() => deleteDevice(device)}
                loading={remove.isPending}
                testId={`device-delete-${device.did}`}
                confirmTestId="device-delete-ok"
              />
            </Permission>
          )}
        </Space>
      ),
    },
  ];

  const createButton = (
    <Permission perm={Perm.virtualDeviceAdd}>
      <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="virtual-create">
        {t('virtualDevices.registry.create')}
      </Button>
    </Permission>
  );

  return (
    <>
      <DeviceCountCards productId={shownProduct} />
      <DataList<DeviceItem>
        name={productId ? 'productDevices' : 'devices'}
        query={query}
        columns={columns}
        rowKey="did"
        paging={paging}
        texts="devices.list"
        filtered={filtered}
        testId="device"
        totalText={(text, total) => countText(total, text, DEVICE_COUNT_MAX)}
        empty={{
          children: filtered ? (
            <Button onClick={clearFilters} data-testid="device-clear-filters">
              {t('devices.list.clearFilters')}
            </Button>
          ) : (
            <>
              <Typography.Paragraph type="secondary">{t('devices.list.emptyHint')}</Typography.Paragraph>
              {createButton}
            </>
          ),
        }}
        filters={
          <>
            {!productId && (
              <ProductSelect
                className={styles.wideFilter}
                value={filters.productId}
                onChange={setFilter('productId')}
                placeholder={t('devices.filter.allProducts')}
                testId="device-filter-product"
              />
            )}
            {filterSelect('status', binaryOptions('active'), t('devices.filter.allActive'), 'device-filter-active')}
            {filterSelect('online', binaryOptions('online'), t('devices.filter.allOnline'), 'device-filter-online')}
            {filterSelect('deviceNature', natureOptions(), t('devices.filter.allNatures'), 'device-filter-nature')}
            <KeywordSearch key={`did${searchBoxes}`} className={styles.wideFilter} placeholder={t('devices.filter.did')} onSearch={setText('did')} testId="device-search-did" />
            <KeywordSearch key={`sn${searchBoxes}`} className={styles.filter} placeholder={t('devices.filter.sn')} onSearch={setText('sn')} testId="device-search-sn" />
            <KeywordSearch key={`batch${searchBoxes}`} className={styles.filter} placeholder={t('devices.filter.batch')} onSearch={setText('batch')} testId="device-search-batch" />
          </>
        }
        actions={createButton}
      />
      <VirtualDeviceModal open={creating} productId={shownProduct} onClose={() => setCreating(false)} />
    </>
  );
}
