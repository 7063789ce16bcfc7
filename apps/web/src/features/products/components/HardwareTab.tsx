import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Modal, Skeleton, Typography, type ButtonProps } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import { ModuleCards, moduleDescription } from '@/features/hardwareModules/components/ModuleCards';
import { useModules } from '@/features/hardwareModules/hooks';
import { toast } from '@/lib/feedback';
import { usePermission } from '@/lib/permission';
import { useSelectModule } from '../hooks';
import { networkTypeLabel, schemeLabel } from '../labels';
import { FirmwareCard } from '../parts';
import type { ProductTabProps } from './settingsTab';
import styles from './SettingTabs.module.css';

/** Hardware development: the communication module (changeable while developing) and the firmware (the firmware part's card). */
export function HardwareTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const canEdit = usePermission(Perm.productEdit) && !readOnly;
  const modules = useModules(product.networkType, product.scheme);
  const select = useSelectModule();
  const [changing, setChanging] = useState(false);
  const [picked, setPicked] = useState<string | null>(product.moduleId);
  const current = modules.data?.find((m) => m.id === product.moduleId);

  const open = () => {
    setPicked(product.moduleId);
    setChanging(true);
  };

  const save = async () => {
    if (!picked) return;
    const done = await select.mutateAsync({ productId: product.id, moduleId: picked }).then(
      () => true,
      () => false,
    );
    if (done) {
      toast.success(t('products.hardware.changed'));
      setChanging(false);
    }
  };

  let moduleView;
  if (product.moduleId && !current && modules.isPending) moduleView = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (product.moduleId)
    moduleView = (
      <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="hardware-module">
        <Descriptions.Item label={t('products.hardware.moduleName')}>{current?.name ?? product.moduleName ?? product.moduleId}</Descriptions.Item>
        <Descriptions.Item label={t('products.hardware.model')}>{current?.model ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('products.hardware.chip')}>{current?.chip ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('products.field.networkType')}>{networkTypeLabel(product.networkType)}</Descriptions.Item>
        {current && <Descriptions.Item label={t('products.hardware.description')}>{moduleDescription(current)}</Descriptions.Item>}
      </Descriptions>
    );
  else
    moduleView = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('products.hardware.noModule', { scheme: schemeLabel(product.scheme) })}
        data-testid="hardware-no-module"
      />
    );

  return (
    <div className={styles.stack}>
      <Card
        size="small"
        title={t('products.hardware.moduleTitle')}
        extra={
          canEdit && (
            <Button icon={<SwapOutlined />} onClick={open} data-testid="hardware-change">
              {product.moduleId ? t('products.hardware.change') : t('products.hardware.choose')}
            </Button>
          )
        }
      >
        <Typography.Paragraph type="secondary">{t('products.hardware.intro', { scheme: schemeLabel(product.scheme) })}</Typography.Paragraph>
        {moduleView}
      </Card>
      <FirmwareCard product={product} readOnly={readOnly} />
      <Modal
        open={changing}
        width={720}
        title={t('products.hardware.changeTitle', { network: networkTypeLabel(product.networkType) })}
        onCancel={() => setChanging(false)}
        onOk={() => void save()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={select.isPending}
        okButtonProps={{ disabled: !picked || picked === product.moduleId, 'data-testid': 'hardware-change-save' } as ButtonProps}
        destroyOnHidden
      >
        <ModuleCards query={modules} value={picked} onChange={setPicked} optional={false} />
      </Modal>
    </div>
  );
}
