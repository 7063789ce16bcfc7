import { Button, Space, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { OTA_OPEN_RELEASE_STATUSES, type OtaReleaseListItem } from '@iotc/shared/ota';
import { confirm, toast } from '@/lib/feedback';
import type { ReleaseAction } from '../api';
import { useChangeRelease } from '../hooks';

/** What each open status allows: a running release pauses, a paused or halted one is restored; all three stop. */
function actionsOf(release: Pick<OtaReleaseListItem, 'status'>): ReleaseAction[] {
  if (!OTA_OPEN_RELEASE_STATUSES.includes(release.status)) return [];
  return [release.status === 'published' ? 'pause' : 'restore', 'stop'];
}

interface Props {
  release: Pick<OtaReleaseListItem, 'id' | 'status' | 'version' | 'firmwareName'>;
  /** Links in a list's row, buttons on the detail page. */
  inline?: boolean;
}

/** Pause, restore and stop of a release, each after a confirmation (stop says queued devices are cancelled). */
export function ReleaseActions({ release, inline = false }: Props) {
  const { t } = useTranslation();
  const change = useChangeRelease();

  const ask = (action: ReleaseAction) =>
    confirm({
      title: t(`ota.action.${action}Title`),
      content: t(`ota.action.${action}Confirm`, { firmware: release.firmwareName, version: release.version }),
      okText: t(`ota.action.${action}`),
      okButtonProps: { danger: action === 'stop', 'data-testid': `ota-${action}-confirm` } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () =>
        change
          .mutateAsync({ id: release.id, action })
          .then(() => toast.success(t(`ota.action.${action}Done`)))
          .catch(() => undefined),
    });

  return (
    <Space size={inline ? 0 : 8} wrap>
      {actionsOf(release).map((action) => (
        <Button
          key={action}
          type={inline ? 'link' : 'default'}
          size={inline ? 'small' : 'middle'}
          danger={action === 'stop'}
          data-testid={inline ? `ota-${action}-${release.id}` : `ota-${action}`}
          onClick={() => ask(action)}
        >
          {t(`ota.action.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
