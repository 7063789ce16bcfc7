import { Button, Drawer, List, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { formatTime } from '@/lib/format';
import { toast } from '@/lib/feedback';
import { usePanelVersions, useRollbackPanel } from '../hooks';

/** The panel's published versions, newest first: the live one tagged, any other can become live again. */
export function VersionsDrawer({ panelId, open, onClose }: { panelId: string; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const versions = usePanelVersions(open ? panelId : null);
  const rollback = useRollbackPanel();
  return (
    <Drawer open={open} title={t('panels.studio.versions.title')} width={420} onClose={onClose} data-testid="versions-drawer">
      {versions.isError ? (
        <LoadFailedResult query={versions} title={t('panels.studio.versions.loadFailed')} retryText={t('common.retry')} />
      ) : (
        <List
          loading={versions.isPending}
          dataSource={versions.data ?? []}
          locale={{ emptyText: t('panels.studio.versions.empty') }}
          renderItem={(v) => (
            <List.Item
              data-testid={`version-${v.version}`}
              actions={[
                v.live ? (
                  <Tag key="live" color="green">
                    {t('panels.studio.versions.live')}
                  </Tag>
                ) : (
                  <Popconfirm
                    key="rollback"
                    title={t('panels.studio.versions.rollbackTitle', { version: v.version })}
                    description={t('panels.studio.versions.rollbackHint')}
                    okText={t('panels.studio.versions.rollback')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ loading: rollback.isPending }}
                    onConfirm={() =>
                      rollback
                        .mutateAsync({ id: panelId, version: v.version })
                        .then(() => toast.success(t('panels.studio.versions.rolledBack', { version: v.version })))
                        .catch(() => undefined)
                    }
                  >
                    <Button size="small" data-testid={`version-rollback-${v.version}`}>
                      {t('panels.studio.versions.rollback')}
                    </Button>
                  </Popconfirm>
                ),
              ]}
            >
              <List.Item.Meta
                title={t('panels.studio.versions.version', { version: v.version })}
                description={
                  <>
                    <div>{v.note || <Typography.Text type="secondary">{t('panels.studio.versions.noNote')}</Typography.Text>}</div>
                    <Typography.Text type="secondary">
                      {formatTime(v.publishedAt)} · {v.publishedBy}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
