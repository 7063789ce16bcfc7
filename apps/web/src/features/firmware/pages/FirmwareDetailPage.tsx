import { useState } from 'react';
import { Button, Descriptions, Space, Tag, Typography, type ButtonProps } from 'antd';
import { CloudUploadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Firmware, FirmwareVersion, FirmwareVersionStatus } from '@iotc/shared/firmware';
import { DataList, type DataListColumn } from '@/components/DataList';
import { DeleteAction } from '@/components/DeleteAction';
import pageCard from '@/components/PageCard.module.css';
import { QueryDetailCard, useAddressedItem } from '@/components/QueryDetailCard';
import { usePaging } from '@/components/usePaging';
import { TimeCell } from '@/features/devices/components/TimeCell';
import { confirm, toast } from '@/lib/feedback';
import { formatFileSize, formatTime, zoneTitle } from '@/lib/format';
import { downloadVersionFile, type VersionAction } from '../api';
import { FirmwareForm, type FirmwareFormTarget } from '../components/FirmwareForm';
import styles from '../components/firmware.module.css';
import { VersionForm, type VersionFormTarget } from '../components/VersionForm';
import { useFirmware, useVersionAction, useVersions } from '../hooks';
import { firmwareName, otherFirmwareName, ownerLabel, shortHash, typeLabel } from '../labels';
import { FIRMWARE_LIST_PATH, otaReleaseCreatePath } from '../paths';

const STATUS_COLORS: Record<FirmwareVersionStatus, string> = { draft: 'default', published: 'green', unlisted: 'orange' };

/** The firmware's fields, with its edit button. */
function FirmwareFields({ firmware, onEdit }: { firmware: Firmware; onEdit(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.versionsHead}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="firmware-title">
          {firmwareName(firmware)} <Tag color={firmware.type === 'module' ? 'blue' : 'purple'}>{typeLabel(firmware.type)}</Tag>
        </Typography.Title>
        <Button icon={<EditOutlined />} onClick={onEdit} data-testid="firmware-edit">
          {t('common.edit')}
        </Button>
      </div>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="firmware-fields">
        <Descriptions.Item label={t('firmware.field.otherName')}>{otherFirmwareName(firmware)}</Descriptions.Item>
        <Descriptions.Item label={t('firmware.field.key')}>
          <Typography.Text className={styles.mono} copyable>
            {firmware.key}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('firmware.field.flag')}>{firmware.flag}</Descriptions.Item>
        <Descriptions.Item label={t('firmware.field.product')}>{ownerLabel(firmware)}</Descriptions.Item>
        <Descriptions.Item label={t('firmware.field.upgradeChannel')}>{firmware.upgradeChannel}</Descriptions.Item>
        <Descriptions.Item label={t('firmware.field.flashSize')}>{firmware.flashSize}</Descriptions.Item>
        <Descriptions.Item label={t('firmware.field.upgradeTimeoutS')}>{t('firmware.seconds', { count: firmware.upgradeTimeoutS })}</Descriptions.Item>
        <Descriptions.Item label={t('firmware.field.upgradeMode')}>{t(`firmware.upgradeMode.${firmware.upgradeMode}`)}</Descriptions.Item>
        <Descriptions.Item label={t('firmware.column.newestVersion')}>{firmware.newestVersion ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={zoneTitle(t('firmware.field.createdAt'))}>{formatTime(firmware.createdAt)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}

/** The versions of the firmware, with what each status allows: edit, publish and delete a draft, unlist a published one, download any. */
function Versions({ firmware }: { firmware: Firmware }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const query = useVersions({ firmwareId: firmware.id, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const act = useVersionAction();
  const [formTarget, setFormTarget] = useState<VersionFormTarget | null>(null);

  const run = (action: VersionAction, version: FirmwareVersion, done: string) =>
    act.mutateAsync({ action, id: version.id }).then(() => toast.success(t(done, { version: version.version })));

  const ask = (action: 'versionPublish' | 'versionUnlist', version: FirmwareVersion) => {
    const which = action === 'versionPublish' ? 'publish' : 'unlist';
    confirm({
      title: t(`firmware.version.${which}Title`, { version: version.version }),
      content: t(`firmware.version.${which}Confirm`),
      okText: t(`firmware.version.${which}`),
      okButtonProps: { danger: which === 'unlist', 'data-testid': `version-${which}-confirm` } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => run(action, version, `firmware.version.${which}ed`).catch(() => undefined),
    });
  };

  const columns: DataListColumn<FirmwareVersion>[] = [
    { key: 'version', title: t('firmware.version.field.version'), width: 100, render: (_: unknown, version) => <strong>{version.version}</strong> },
    {
      key: 'status',
      title: t('firmware.version.column.status'),
      width: 100,
      render: (_: unknown, version) => <Tag color={STATUS_COLORS[version.status]}>{t(`firmware.version.status.${version.status}`)}</Tag>,
    },
    { key: 'description', title: t('firmware.version.field.description'), width: 200, secondary: true, render: (_: unknown, version) => version.description || '—' },
    {
      key: 'file',
      title: t('firmware.version.column.file'),
      width: 180,
      render: (_: unknown, version) => (
        <span className={styles.fileName}>
          {version.fileName} <span className={styles.secondary}>({formatFileSize(version.fileSize)})</span>
        </span>
      ),
    },
    {
      key: 'sha256',
      title: t('firmware.version.column.sha256'),
      width: 170,
      render: (_: unknown, version) => (
        <Typography.Text className={styles.mono} copyable={{ text: version.sha256 }} title={version.sha256}>
          {shortHash(version.sha256)}
        </Typography.Text>
      ),
    },
    { key: 'md5', title: 'MD5', width: 150, secondary: true, render: (_: unknown, version) => <span className={styles.mono}>{version.md5}</span> },
    {
      key: 'isMust',
      title: t('firmware.version.field.isMust'),
      width: 90,
      secondary: true,
      render: (_: unknown, version) => (version.isMust ? <Tag color="red">{t('firmware.version.isMust.yes')}</Tag> : t('firmware.version.isMust.no')),
    },
    {
      key: 'dependency',
      title: t('firmware.version.field.dependency'),
      width: 150,
      secondary: true,
      render: (_: unknown, version) => (version.dependency ? `${version.dependency.firmwareName} ≥ ${version.dependency.version}` : '—'),
    },
    { key: 'productionFile', title: t('firmware.version.field.productionFile'), width: 160, secondary: true, render: (_: unknown, version) => version.productionFileName ?? '—' },
    { key: 'publishedAt', title: zoneTitle(t('firmware.version.column.publishedAt')), width: 120, render: (_: unknown, version) => <TimeCell time={version.publishedAt} /> },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 230,
      render: (_: unknown, version) => {
        const id = version.version;
        const link = (action: string, text: string, onClick: () => void, props: ButtonProps = {}) => (
          <Button type="link" size="small" data-testid={`version-${action}-${id}`} onClick={onClick} {...props}>
            {text}
          </Button>
        );
        return (
          <Space size={0} wrap>
            {version.status === 'draft' && (
              <>
                {link('edit', t('common.edit'), () => setFormTarget({ mode: 'edit', version }))}
                {link('publish', t('firmware.version.publish'), () => ask('versionPublish', version))}
                <DeleteAction
                  description={t('firmware.version.deleteHint', { version: version.version })}
                  testId={`version-delete-${id}`}
                  confirmTestId="version-delete-confirm"
                  onConfirm={() => run('versionDelete', version, 'firmware.version.deleted')}
                />
              </>
            )}
            {version.status === 'published' && link('unlist', t('firmware.version.unlist'), () => ask('versionUnlist', version), { danger: true })}
            {link('download', t('firmware.version.download'), () => void downloadVersionFile(version.id, 'upgrade'))}
            {version.productionFileName && link('download-production', t('firmware.version.downloadProduction'), () => void downloadVersionFile(version.id, 'production'))}
            {version.status === 'published' && firmware.productId && (
              <Link to={otaReleaseCreatePath({ productId: firmware.productId, firmwareId: firmware.id, versionId: version.id })} data-testid={`version-release-${id}`}>
                <CloudUploadOutlined /> {t('firmware.version.release')}
              </Link>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <div className={styles.versionsHead}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('firmware.version.title')}
        </Typography.Title>
      </div>
      <DataList<FirmwareVersion>
        name="firmwareVersions"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="firmware.version.list"
        testId="version"
        rowId={(version) => version.version}
        actions={
          <Button type="primary" icon={<PlusOutlined />} data-testid="version-add" onClick={() => setFormTarget({ mode: 'create' })}>
            {t('firmware.version.add')}
          </Button>
        }
      />
      <VersionForm firmware={firmware} target={formTarget} onClose={() => setFormTarget(null)} />
    </>
  );
}

/** /firmware/detail/index?id=: a firmware's fields and its versions. */
export default function FirmwareDetailPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedItem('id', useFirmware);
  const [formTarget, setFormTarget] = useState<FirmwareFormTarget | null>(null);
  return (
    <QueryDetailCard<Firmware>
      id={id}
      query={query}
      back={{ to: FIRMWARE_LIST_PATH, text: t('firmware.list.title'), testId: 'firmware-back' }}
      texts="firmware.detail"
      className={pageCard.card}
      data-testid="firmware-detail"
    >
      {(firmware) => (
        <>
          <FirmwareFields firmware={firmware} onEdit={() => setFormTarget({ mode: 'edit', firmware })} />
          <Versions key={firmware.id} firmware={firmware} />
          <FirmwareForm target={formTarget} onClose={() => setFormTarget(null)} />
        </>
      )}
    </QueryDetailCard>
  );
}
