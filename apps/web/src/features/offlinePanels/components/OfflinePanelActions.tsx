import { Button, Switch, Tag, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OfflinePanel } from '@iotc/shared/offlinePanels';
import { confirm, toast } from '@/lib/feedback';
import { useEnableOfflinePanel, usePublishOfflinePanel } from '../hooks';

/** Enables or disables the panel at once (a disabled one cannot be chosen; products that chose it fall back to the default panel). */
export function StatusSwitch({ panel, testId }: { panel: Pick<OfflinePanel, 'id' | 'name' | 'status'>; testId: string }) {
  const { t } = useTranslation();
  const enable = useEnableOfflinePanel();
  const enabled = panel.status === 'enabled';
  return (
    <Switch
      checked={enabled}
      loading={enable.isPending}
      aria-label={t(`offlinePanels.status.${panel.status}`)}
      onChange={(next) =>
        enable.mutate(
          { id: panel.id, enabled: next },
          { onSuccess: () => toast.success(t(next ? 'offlinePanels.status.enabledDone' : 'offlinePanels.status.disabledDone', { name: panel.name })) },
        )
      }
      data-testid={testId}
    />
  );
}

/** Publishes an unpublished panel after a confirmation. */
export function PublishButton({ panel, testId, link = false }: { panel: Pick<OfflinePanel, 'id' | 'name' | 'published'>; testId: string; link?: boolean }) {
  const { t } = useTranslation();
  const publish = usePublishOfflinePanel();
  if (panel.published) return null;
  const ask = () =>
    confirm({
      title: t('offlinePanels.publish.title', { name: panel.name }),
      content: t('offlinePanels.publish.content'),
      okText: t('offlinePanels.publish.action'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'offline-publish-confirm' } as ButtonProps,
      onOk: () =>
        publish
          .mutateAsync(panel.id)
          .then(() => toast.success(t('offlinePanels.publish.done', { name: panel.name })))
          .catch(() => undefined),
    });
  return (
    <Button type={link ? 'link' : 'default'} size={link ? 'small' : 'middle'} onClick={ask} data-testid={testId}>
      {t('offlinePanels.publish.action')}
    </Button>
  );
}

/** The panel's published state as a tag. */
export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return <Tag color={published ? 'green' : 'default'}>{t(published ? 'offlinePanels.published.yes' : 'offlinePanels.published.no')}</Tag>;
}
