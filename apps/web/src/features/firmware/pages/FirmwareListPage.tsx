import { useState } from 'react';
import { Button, Card, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Firmware, FIRMWARE_TYPES, type FirmwareType } from '@iotc/shared/firmware';
import { DataList, type DataListColumn } from '@/components/DataList';
import { DeleteAction } from '@/components/DeleteAction';
import { KeywordSearch } from '@/components/KeywordSearch';
import pageCard from '@/components/PageCard.module.css';
import { usePaging } from '@/components/usePaging';
import { TimeCell } from '@/features/devices/components/TimeCell';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { toast } from '@/lib/feedback';
import { zoneTitle } from '@/lib/format';
import { FirmwareForm, type FirmwareFormTarget } from '../components/FirmwareForm';
import styles from '../components/firmware.module.css';
import { useDeleteFirmware, useFirmwareList } from '../hooks';
import { firmwareName, otherFirmwareName, ownerLabel, typeLabel } from '../labels';
import { firmwareDetailPath } from '../paths';

type Kind = 'product' | 'custom';

/**
 * /firmware/list/index: the space's firmware, searched by name, key or flag and filtered by product, type and kind;
 * create, edit and delete. `?productId=` chooses the product, and with `create=1` opens the create form for it.
 */
export default function FirmwareListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetProduct = params.get('productId') ?? undefined;
  const [keyword, setKeyword] = useState('');
  const [productId, setProductId] = useState<string | undefined>(presetProduct);
  const [type, setType] = useState<FirmwareType | undefined>();
  const [kind, setKind] = useState<Kind | undefined>();
  const [formTarget, setFormTarget] = useState<FirmwareFormTarget | null>(params.get('create') ? { mode: 'create', productId: presetProduct } : null);
  const paging = usePaging();
  const query = useFirmwareList({
    keyword: keyword || undefined,
    productId,
    type,
    custom: kind === undefined ? undefined : kind === 'custom',
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
  });
  const remove = useDeleteFirmware();

  const columns: DataListColumn<Firmware>[] = [
    {
      key: 'name',
      title: t('firmware.column.name'),
      width: 180,
      render: (_: unknown, firmware) => (
        <Link to={firmwareDetailPath(firmware.id)} data-testid="firmware-name">
          {firmwareName(firmware)}
        </Link>
      ),
    },
    { key: 'otherName', title: t('firmware.column.otherName'), width: 180, secondary: true, render: (_: unknown, firmware) => otherFirmwareName(firmware) },
    { key: 'key', title: t('firmware.column.key'), width: 160, render: (_: unknown, firmware) => <span className={styles.mono}>{firmware.key}</span> },
    { key: 'flag', title: t('firmware.column.flag'), width: 130, secondary: true, render: (_: unknown, firmware) => <span className={styles.mono}>{firmware.flag}</span> },
    { key: 'type', title: t('firmware.column.type'), width: 110, render: (_: unknown, firmware) => <Tag color={firmware.type === 'module' ? 'blue' : 'purple'}>{typeLabel(firmware.type)}</Tag> },
    { key: 'product', title: t('firmware.column.product'), width: 140, render: (_: unknown, firmware) => ownerLabel(firmware) },
    { key: 'newestVersion', title: t('firmware.column.newestVersion'), width: 100, render: (_: unknown, firmware) => firmware.newestVersion ?? '—' },
    { key: 'versionCount', title: t('firmware.column.versionCount'), width: 90, secondary: true, align: 'right', dataIndex: 'versionCount' },
    { key: 'updatedAt', title: zoneTitle(t('firmware.column.updatedAt')), width: 120, render: (_: unknown, firmware) => <TimeCell time={firmware.updatedAt} /> },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 160,
      render: (_: unknown, firmware) => (
        <Space size={0} wrap>
          <Button type="link" size="small" data-testid={`firmware-details-${firmware.key}`} onClick={() => navigate(firmwareDetailPath(firmware.id))}>
            {t('firmware.list.details')}
          </Button>
          <Button type="link" size="small" data-testid={`firmware-edit-${firmware.key}`} onClick={() => setFormTarget({ mode: 'edit', firmware })}>
            {t('common.edit')}
          </Button>
          <DeleteAction
            description={t('firmware.list.deleteHint', { name: firmwareName(firmware), count: firmware.versionCount })}
            testId={`firmware-delete-${firmware.key}`}
            confirmTestId="firmware-delete-confirm"
            onConfirm={() => remove.mutateAsync(firmware.id).then(() => toast.success(t('firmware.list.deleted')))}
          />
        </Space>
      ),
    },
  ];

  const addButton = (testId: string) => (
    <Button type="primary" icon={<PlusOutlined />} data-testid={testId} onClick={() => setFormTarget({ mode: 'create', productId })}>
      {t('firmware.list.add')}
    </Button>
  );
  return (
    <Card className={pageCard.card} title={t('firmware.list.title')} extra={addButton('firmware-add')}>
      <Typography.Paragraph type="secondary">{t('firmware.list.intro')}</Typography.Paragraph>
      <DataList<Firmware>
        name="firmware"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="firmware.list"
        filtered={Boolean(keyword || productId || type || kind)}
        testId="firmware"
        rowId={(firmware) => firmware.key}
        loadFailed={{ showMessage: true }}
        filters={
          <>
            <ProductSelect className={styles.filter} value={productId} onChange={paging.firstPage(setProductId)} placeholder={t('firmware.list.allProducts')} testId="firmware-filter-product" />
            <Select<FirmwareType>
              allowClear
              className={styles.filter}
              value={type}
              onChange={paging.firstPage((value?: FirmwareType) => setType(value ?? undefined))}
              options={FIRMWARE_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
              placeholder={t('firmware.list.allTypes')}
              data-testid="firmware-filter-type"
            />
            <Select<Kind>
              allowClear
              className={styles.filter}
              value={kind}
              onChange={paging.firstPage((value?: Kind) => setKind(value ?? undefined))}
              options={[
                { value: 'product', label: t('firmware.list.kind.product') },
                { value: 'custom', label: t('firmware.list.kind.custom') },
              ]}
              placeholder={t('firmware.list.allKinds')}
              data-testid="firmware-filter-kind"
            />
            <KeywordSearch className={styles.wideFilter} placeholder={t('firmware.list.search')} onSearch={paging.firstPage(setKeyword)} testId="firmware-search" />
          </>
        }
        empty={{ children: !keyword && !type && !kind && addButton('firmware-add-empty') }}
      />
      <FirmwareForm target={formTarget} onClose={() => setFormTarget(null)} />
    </Card>
  );
}
