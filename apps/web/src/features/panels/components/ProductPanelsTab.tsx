import { useState } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import { LoadFailed } from '@/components/LoadFailed';
import { useProductFunctions } from '@/features/functions/hooks';
import { useLocalizedFunctions } from '@/features/productLanguages/hooks';
import type { ProductTabProps } from '@/features/products/components/settingsTab';
import { usePermission } from '@/lib/permission';
import { useCancelReminder, useControlPanelList } from '../hooks';
import { DesignPanelModal } from './DesignPanelModal';
import { choiceKey, PanelChoiceCard } from './PanelChoiceCard';
import styles from './panels.module.css';

/**
 * Device panels (a product settings tab): every panel the product's devices may show (the default one, the public
 * templates, the product's studio panels, the offline panels assigned to it), each drawn small, the chosen one
 * marked; choose one, design a new one in the studio, or edit and delete a studio panel. A published product only
 * shows them.
 */
export function ProductPanelsTab({ product, readOnly }: ProductTabProps) {
  const { t } = useTranslation();
  const canEdit = usePermission(Perm.productEdit) && !readOnly;
  const list = useControlPanelList(product.id);
  const functions = useProductFunctions(product.id);
  // The thumbnails draw the functions in the product's texts.
  const localized = useLocalizedFunctions(product.id, functions.data);
  const cancelReminder = useCancelReminder();
  const [designing, setDesigning] = useState(false);

  if (list.isError) return <LoadFailed title={t('panels.choices.loadFailed')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  if (!list.data || !functions.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { choices, reminder } = list.data;
  const recommended = new Set(choices.flatMap((choice) => (choice.kind === 'template' && choice.recommended && choice.ref ? [choice.ref] : [])));

  return (
    <div data-testid="panel-choices">
      <div className={styles.head}>
        <Typography.Text type="secondary">{t('panels.choices.intro')}</Typography.Text>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDesigning(true)} data-testid="panel-design">
            {t('panels.choices.design')}
          </Button>
        )}
      </div>
      {reminder && (
        <Alert
          className={styles.reminder}
          type={reminder === 'choose' ? 'info' : 'warning'}
          showIcon
          message={t(`panels.choices.reminder.${reminder}`)}
          description={t(`panels.choices.reminder.${reminder}Hint`)}
          closable={canEdit}
          // The tab hides the reminder once the server has dropped it (the list is read again).
          onClose={() => cancelReminder.mutate(product.id)}
          data-testid="panel-reminder"
          data-reminder={reminder}
        />
      )}
      <div className={styles.cards}>
        {choices.map((choice) => (
          <PanelChoiceCard key={choiceKey(choice)} choice={choice} productId={product.id} functions={localized} canEdit={canEdit} />
        ))}
      </div>
      {canEdit && <DesignPanelModal productId={product.id} open={designing} recommended={recommended} onClose={() => setDesigning(false)} />}
    </div>
  );
}
