import { useState } from 'react';
import { Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OfflinePanel } from '@iotc/shared/offlinePanels';
import { toast } from '@/lib/feedback';
import { useAssignOfflinePanel } from '../hooks';
import { ProductsSelect } from './ProductsSelect';

/** Chooses the products (of any type) that may use the panel; shown while mounted, starting from the panel's current ones. */
export function AssignProductsModal({ panel, onClose }: { panel: OfflinePanel; onClose(): void }) {
  const { t } = useTranslation();
  const assign = useAssignOfflinePanel();
  const [chosen, setChosen] = useState<string[]>(() => panel.products.map((product) => product.id));
  const save = () =>
    assign.mutate(
      { id: panel.id, productIds: chosen },
      {
        onSuccess: () => {
          toast.success(t('offlinePanels.detail.assigned'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('offlinePanels.detail.assignTitle', { name: panel.name })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={onClose}
      confirmLoading={assign.isPending}
      okButtonProps={{ 'data-testid': 'offline-assign-save' } as ButtonProps}
    >
      <ProductsSelect value={chosen} onChange={setChosen} testId="offline-assign-products" />
    </Modal>
  );
}
