import { useEffect, useState } from 'react';
import { Checkbox, Empty, Modal, Skeleton, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import type { LinkAppsModalProps } from '@/features/products/parts';
import { toast } from '@/lib/feedback';
import { useBindableApps, useBindApps } from '../hooks';
import styles from './LinkAppsModal.module.css';

/** Which of the space's apps show the product: one checkbox per app, saved together. */
export function LinkAppsModal({ product, onClose }: LinkAppsModalProps) {
  const { t } = useTranslation();
  const apps = useBindableApps(product?.id ?? null);
  const bind = useBindApps();
  const [chosen, setChosen] = useState<string[]>([]);
  const list = apps.data;

  // Starts from what is linked now, each time the list arrives.
  useEffect(() => {
    if (list) setChosen(list.filter((app) => app.bound).map((app) => app.id));
  }, [list]);

  const save = async () => {
    if (!product) return;
    const done = await bind.mutateAsync({ productId: product.id, appIds: chosen }).then(
      () => true,
      () => false,
    );
    if (done) {
      toast.success(t('apps.saved'));
      onClose();
    }
  };

  let body;
  if (apps.isError) body = <LoadFailed title={t('apps.loadFailed')} retrying={apps.isFetching} onRetry={() => void apps.refetch()} />;
  else if (!list) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (list.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apps.empty')} data-testid="product-apps-empty" />;
  else
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('apps.intro', { name: product?.name })}</Typography.Paragraph>
        <Checkbox.Group className={styles.group} value={chosen} onChange={(values) => setChosen(values as string[])} data-testid="product-apps">
          {list.map((app) => (
            <Checkbox key={app.id} value={app.id} className={styles.app} data-testid="product-app" data-id={app.id}>
              <span className={styles.name}>{app.name}</span>
              <Typography.Text type="secondary" className={styles.key}>
                {app.appKey}
              </Typography.Text>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </>
    );

  const empty = list?.length === 0;
  return (
    <Modal
      open={product !== null}
      title={t('apps.title')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('common.save')}
      cancelText={empty ? t('apps.close') : t('common.cancel')}
      onOk={() => void save()}
      confirmLoading={bind.isPending}
      okButtonProps={{ disabled: !list || empty, hidden: empty, 'data-testid': 'product-apps-save' } as ButtonProps}
    >
      {body}
    </Modal>
  );
}
