import { Button, Card, Space, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductFunction } from '@iotc/shared/functions';
import type { PanelChoice } from '@iotc/shared/panels';
import { DeleteAction } from '@/components/DeleteAction';
import { toast } from '@/lib/feedback';
import { useDeletePanel, useSelectControlPanel } from '../hooks';
import { panelKindLabel } from '../labels';
import { panelPreviewPath, panelStudioPath } from '../paths';
import { ChoiceThumbnail } from './ChoiceThumbnail';
import styles from './panels.module.css';

/** How a choice is named in test ids and keys: its kind and ref. */
export const choiceKey = (choice: Pick<PanelChoice, 'kind' | 'ref'>) => `${choice.kind}-${choice.ref ?? 'default'}`;

interface PanelChoiceCardProps {
  choice: PanelChoice;
  productId: string;
  functions: readonly ProductFunction[];
  /** The product can change its panel (in development, with the permission). */
  canEdit: boolean;
}

/** One panel the product may show: its rendering, name, description and tags, and what can be done with it. */
export function PanelChoiceCard({ choice, productId, functions, canEdit }: PanelChoiceCardProps) {
  const { t } = useTranslation();
  const select = useSelectControlPanel();
  const remove = useDeletePanel();
  const key = choiceKey(choice);
  const use = () =>
    select.mutate(
      { productId, kind: choice.kind, ref: choice.ref },
      { onSuccess: () => toast.success(t('panels.choices.used', { name: choice.name })) },
    );

  const actions = [];
  if (choice.selected) {
    actions.push(
      <Link key="preview" to={panelPreviewPath(productId)} data-testid={`panel-preview-${key}`}>
        <EyeOutlined /> {t('panels.choices.preview')}
      </Link>,
    );
  } else if (canEdit) {
    const button = (
      <Button type="primary" size="small" icon={<CheckOutlined />} disabled={choice.blockedReason !== null} loading={select.isPending} onClick={use} data-testid={`panel-use-${key}`}>
        {t('panels.choices.use')}
      </Button>
    );
    actions.push(
      choice.blockedReason ? (
        <Tooltip key="use" title={t(choice.blockedReason)}>
          {/* A disabled button gets no pointer events: the span carries the tooltip. */}
          <span data-testid={`panel-blocked-${key}`}>{button}</span>
        </Tooltip>
      ) : (
        <span key="use">{button}</span>
      ),
    );
  }
  if (choice.kind === 'custom' && choice.ref && canEdit) {
    const id = choice.ref;
    actions.push(
      <Link key="edit" to={panelStudioPath(id)} data-testid={`panel-edit-${key}`}>
        <EditOutlined /> {t('panels.choices.edit')}
      </Link>,
      <DeleteAction
        key="delete"
        description={t('panels.choices.deleteHint', { name: choice.name })}
        testId={`panel-delete-${key}`}
        confirmTestId="panel-delete-confirm"
        onConfirm={() => remove.mutateAsync(id).then(() => toast.success(t('panels.choices.deleted', { name: choice.name })))}
      />,
    );
  }

  return (
    <Card
      size="small"
      className={choice.selected ? `${styles.card} ${styles.cardSelected}` : styles.card}
      cover={
        <div className={styles.cardThumb}>
          <ChoiceThumbnail choice={choice} productId={productId} functions={functions} />
        </div>
      }
      data-testid="panel-choice"
      data-key={key}
      data-selected={choice.selected}
    >
      <Typography.Title level={5} className={styles.cardTitle}>
        {choice.name}
      </Typography.Title>
      <div className={styles.tags}>
        <Tag>{panelKindLabel(choice.kind)}</Tag>
        {choice.recommended && <Tag color="gold">{t('panels.choices.recommended')}</Tag>}
        {choice.version !== null && <Tag color="blue">{t('panels.choices.version', { version: choice.version })}</Tag>}
        {choice.selected && (
          <Tag color="green" data-testid="panel-selected">
            {t('panels.choices.selected')}
          </Tag>
        )}
      </div>
      <Typography.Paragraph type="secondary" className={styles.description}>
        {choice.description}
      </Typography.Paragraph>
      {actions.length > 0 && <Space wrap size={[8, 4]}>{actions}</Space>}
    </Card>
  );
}
