import { useState } from 'react';
import { Button, Card, Empty, List, Modal, Radio, Skeleton, Space, Tag, Typography, type ButtonProps } from 'antd';
import { AppstoreAddOutlined, CloudSyncOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import type { ProductFirmwareItem } from '@iotc/shared/firmware';
import { KeywordSearch } from '@/components/KeywordSearch';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { confirm, toast } from '@/lib/feedback';
import { formatTime } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { useChangeVersion, useChangeVersions, useCustomFirmwareChoices, useProductFirmware, useRemoveCustomFirmware, useSelectCustomFirmware } from '../hooks';
import { firmwareName, typeLabel } from '../labels';
import { firmwareCreatePath, firmwareDetailPath, otaReleasesPath } from '../paths';
import styles from './firmware.module.css';

/** "Change version": the published versions of one firmware, newest first; the product ships the one chosen. */
function ChangeVersionModal({ productId, item, onClose }: { productId: string; item: ProductFirmwareItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const versions = useChangeVersions(item && { productId, firmwareId: item.firmware.id }, item?.firmware.custom ?? false);
  const change = useChangeVersion();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? item?.currentVersionId ?? null;

  const save = () => {
    if (!item || !chosen) return;
    change.mutate(
      { productId, firmwareId: item.firmware.id, versionId: chosen },
      {
        onSuccess: () => {
          toast.success(t('firmware.card.changed'));
          onClose();
        },
      },
    );
  };

  let body;
  if (versions.isError) body = <LoadFailedResult query={versions} title={t('firmware.card.versionsFailed')} retryText={t('common.retry')} showMessage />;
  else if (versions.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (versions.data.length === 0)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('firmware.card.noPublished')} data-testid="change-version-empty">
        {item && <Link to={firmwareDetailPath(item.firmware.id)}>{t('firmware.card.toDetails')}</Link>}
      </Empty>
    );
  else
    body = (
      <Radio.Group value={chosen} onChange={(event) => setPicked(event.target.value as string)} className={styles.items} data-testid="change-version-list">
        {versions.data.map((version) => (
          <Radio key={version.id} value={version.id} data-testid={`change-version-${version.version}`}>
            <Space wrap size={8}>
              <strong>{version.version}</strong>
              {version.id === item?.currentVersionId && <Tag color="blue">{t('firmware.card.current')}</Tag>}
              {version.isMust && <Tag color="red">{t('firmware.version.critical')}</Tag>}
              <span className={styles.secondary}>{formatTime(version.publishedAt)}</span>
            </Space>
            {version.description && <div className={styles.secondary}>{version.description}</div>}
          </Radio>
        ))}
      </Radio.Group>
    );

  return (
    <Modal
      open={item !== null}
      title={item && t('firmware.card.changeTitle', { name: firmwareName(item.firmware) })}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      okButtonProps={{ disabled: !chosen || chosen === item?.currentVersionId, 'data-testid': 'change-version-save' } as ButtonProps}
      destroyOnHidden
      afterClose={() => setPicked(null)}
    >
      {body}
    </Modal>
  );
}

/** "Choose custom firmware": the space's custom firmware, searched; each chosen one joins the product's. */
function CustomFirmwareModal({ productId, open, onClose }: { productId: string; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const choices = useCustomFirmwareChoices(productId, keyword, open);
  const select = useSelectCustomFirmware();

  return (
    <Modal open={open} title={t('firmware.card.chooseCustom')} onCancel={onClose} footer={null} width={640} destroyOnHidden afterClose={() => setKeyword('')}>
      <KeywordSearch placeholder={t('firmware.list.search')} onSearch={setKeyword} testId="custom-firmware-search" />
      {choices.isError ? (
        <LoadFailedResult query={choices} title={t('firmware.card.customFailed')} retryText={t('common.retry')} showMessage />
      ) : (
        <List
          loading={choices.isFetching}
          dataSource={choices.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(keyword ? 'firmware.card.noCustomMatch' : 'firmware.card.noCustom')} /> }}
          renderItem={(firmware) => (
            <List.Item
              data-testid="custom-firmware-row"
              data-id={firmware.key}
              actions={[
                firmware.selected ? (
                  <Tag key="chosen">{t('firmware.card.chosen')}</Tag>
                ) : (
                  <Button
                    key="choose"
                    size="small"
                    type="primary"
                    loading={select.isPending && select.variables.firmwareId === firmware.id}
                    data-testid={`custom-firmware-choose-${firmware.key}`}
                    onClick={() => select.mutate({ productId, firmwareId: firmware.id }, { onSuccess: () => toast.success(t('firmware.card.customChosen')) })}
                  >
                    {t('firmware.card.choose')}
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={firmwareName(firmware)}
                description={
                  <Space wrap size={8}>
                    <span className={styles.mono}>{firmware.key}</span>
                    <Tag>{typeLabel(firmware.type)}</Tag>
                    {t('firmware.card.newest', { version: firmware.newestVersion ?? '—' })}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}

/**
 * The hardware development tab's firmware card: the product's own firmware and the custom firmware it chose, each with
 * the version it ships and the newest one; change the version, choose or remove custom firmware, add firmware, and
 * reach the details and the product's OTA releases. Read-only once the product's development is complete.
 */
export function ProductFirmwareCard({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePermission(Perm.productEdit) && !readOnly;
  const query = useProductFirmware(product.id);
  const remove = useRemoveCustomFirmware();
  const [changing, setChanging] = useState<ProductFirmwareItem | null>(null);
  const [choosing, setChoosing] = useState(false);

  const askRemove = (item: ProductFirmwareItem) =>
    confirm({
      title: t('firmware.card.removeTitle'),
      content: t('firmware.card.removeConfirm', { name: firmwareName(item.firmware) }),
      okText: t('firmware.card.remove'),
      okButtonProps: { danger: true, 'data-testid': 'custom-firmware-remove-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync({ productId: product.id, firmwareId: item.firmware.id })
          .then(() => toast.success(t('firmware.card.removed')))
          .catch(() => undefined),
    });

  const row = (item: ProductFirmwareItem) => {
    const { firmware } = item;
    const outdated = item.newestVersion !== null && item.currentVersion !== item.newestVersion;
    return (
      <div key={firmware.id} className={styles.item} data-testid="product-firmware" data-id={firmware.key}>
        <div className={styles.itemMain}>
          <div className={styles.itemTitle}>
            <Link to={firmwareDetailPath(firmware.id)}>{firmwareName(firmware)}</Link>
            <Tag color={firmware.type === 'module' ? 'blue' : 'purple'}>{typeLabel(firmware.type)}</Tag>
            {firmware.custom && <Tag>{t('firmware.custom')}</Tag>}
          </div>
          <span className={styles.mono}>{firmware.key}</span>
          <Space wrap size={16} data-testid="product-firmware-versions">
            <span>{t('firmware.card.currentVersion', { version: item.currentVersion ?? '—' })}</span>
            <span>
              {t('firmware.card.newestVersion', { version: item.newestVersion ?? '—' })} {outdated && <Tag color="orange">{t('firmware.card.newer')}</Tag>}
            </span>
          </Space>
        </div>
        {canEdit && (
          <Space wrap size={4}>
            <Button size="small" icon={<SwapOutlined />} data-testid={`product-firmware-change-${firmware.key}`} onClick={() => setChanging(item)}>
              {t('firmware.card.change')}
            </Button>
            {firmware.custom && (
              <Button size="small" danger data-testid={`product-firmware-remove-${firmware.key}`} onClick={() => askRemove(item)}>
                {t('firmware.card.remove')}
              </Button>
            )}
          </Space>
        )}
      </div>
    );
  };

  let body;
  if (query.isError) body = <LoadFailedResult query={query} title={t('firmware.card.loadFailed')} retryText={t('common.retry')} showMessage />;
  else if (query.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else {
    const { standard, custom } = query.data;
    body = (
      <div className={styles.items}>
        {standard.length === 0 && custom.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('firmware.card.empty')} data-testid="product-firmware-empty" />
        )}
        {standard.map(row)}
        {custom.length > 0 && <Typography.Text type="secondary">{t('firmware.card.customTitle')}</Typography.Text>}
        {custom.map(row)}
      </div>
    );
  }

  return (
    <Card
      size="small"
      title={t('firmware.card.title')}
      data-testid="product-firmware-card"
      extra={
        <Space wrap size={4}>
          {canEdit && (
            <>
              <Button size="small" icon={<PlusOutlined />} data-testid="product-firmware-add" onClick={() => navigate(firmwareCreatePath(product.id))}>
                {t('firmware.card.add')}
              </Button>
              <Button size="small" icon={<AppstoreAddOutlined />} data-testid="product-firmware-choose-custom" onClick={() => setChoosing(true)}>
                {t('firmware.card.chooseCustom')}
              </Button>
            </>
          )}
          <Button size="small" type="link" icon={<CloudSyncOutlined />} data-testid="product-firmware-ota" onClick={() => navigate(otaReleasesPath(product.id))}>
            {t('firmware.card.ota')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('firmware.card.intro')}</Typography.Paragraph>
      {body}
      <ChangeVersionModal productId={product.id} item={changing} onClose={() => setChanging(null)} />
      <CustomFirmwareModal productId={product.id} open={choosing} onClose={() => setChoosing(false)} />
    </Card>
  );
}
