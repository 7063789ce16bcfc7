import type { ReactNode } from 'react';
import { Button, Input, Space, Tag, Tooltip } from 'antd';
import { CloudUploadOutlined, EyeOutlined, FontColorsOutlined, HistoryOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PANEL_NAME_MAX_LENGTH } from '@iotc/shared';
import type { PanelDetail } from '@iotc/shared/panels';
import styles from './studio.module.css';

interface StudioTopBarProps {
  panel: PanelDetail;
  name: string;
  /** Why the typed name is refused, or null. */
  nameProblem: string | null;
  onNameChange(name: string): void;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  saving: boolean;
  onSave(): void;
  onPreview(): void;
  /** Publishing waits until the draft has no problem. */
  publishBlocked: boolean;
  onPublish(): void;
  onVersions(): void;
  onAssets(): void;
  /** The import and export buttons. */
  transfer: ReactNode;
}

/** The studio's bar: the panel's name and state, undo / redo, and what can be done with the draft. */
export function StudioTopBar(props: StudioTopBarProps) {
  const { t } = useTranslation();
  const { panel, name, nameProblem } = props;
  const icon = (title: string, node: ReactNode, onClick: () => void, disabled: boolean, testId: string) => (
    <Tooltip title={title}>
      <Button icon={node} aria-label={title} disabled={disabled} data-testid={testId} onClick={onClick} />
    </Tooltip>
  );
  return (
    <div className={styles.topBar} data-testid="studio-top-bar">
      <Space wrap size={8} className={styles.titleArea}>
        <Tooltip title={nameProblem} open={nameProblem !== null}>
          <Input
            value={name}
            maxLength={PANEL_NAME_MAX_LENGTH}
            status={nameProblem ? 'error' : undefined}
            aria-label={t('field.panelName')}
            className={styles.nameInput}
            data-testid="studio-name"
            onChange={(event) => props.onNameChange(event.target.value)}
          />
        </Tooltip>
        {panel.status === 'published' ? (
          <Tag color="green" data-testid="studio-status">
            {t('panels.studio.status.live', { version: panel.liveVersion ?? '' })}
          </Tag>
        ) : (
          <Tag data-testid="studio-status">{t('panels.studio.status.unpublished')}</Tag>
        )}
        {props.dirty && <Tag color="orange">{t('panels.studio.status.unsaved')}</Tag>}
      </Space>
      <Space wrap size={8}>
        {icon(t('panels.studio.toolbar.undo'), <UndoOutlined />, props.onUndo, !props.canUndo, 'studio-undo')}
        {icon(t('panels.studio.toolbar.redo'), <RedoOutlined />, props.onRedo, !props.canRedo, 'studio-redo')}
        <Button type="primary" icon={<SaveOutlined />} loading={props.saving} disabled={nameProblem !== null} data-testid="studio-save" onClick={props.onSave}>
          {t('panels.studio.toolbar.save')}
        </Button>
        <Button icon={<EyeOutlined />} data-testid="studio-preview" onClick={props.onPreview}>
          {t('panels.studio.toolbar.preview')}
        </Button>
        <Tooltip title={props.publishBlocked ? t('panels.studio.toolbar.publishBlocked') : undefined}>
          <Button icon={<CloudUploadOutlined />} disabled={props.publishBlocked || nameProblem !== null} data-testid="studio-publish" onClick={props.onPublish}>
            {t('panels.studio.toolbar.publish')}
          </Button>
        </Tooltip>
        <Button icon={<HistoryOutlined />} data-testid="studio-versions" onClick={props.onVersions}>
          {t('panels.studio.toolbar.versions')}
        </Button>
        <Button icon={<FontColorsOutlined />} data-testid="studio-assets" onClick={props.onAssets}>
          {t('panels.studio.toolbar.assets')}
        </Button>
        {props.transfer}
      </Space>
    </div>
  );
}
