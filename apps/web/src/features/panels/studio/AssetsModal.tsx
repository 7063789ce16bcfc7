import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Input, List, Modal, Progress, Tabs, Tag, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PANEL_FONT_MAX_MB, PANEL_ICON_MAX_KB } from '@iotc/shared';
import { panelFontSchema, type PanelAsset, type PanelAssetKind, type PanelFont } from '@iotc/shared/panels';
import { DeleteAction } from '@/components/DeleteAction';
import { FilePicker } from '@/components/FilePicker';
import { HiddenFileInput } from '@/components/HiddenFileInput';
import { formatFileSize } from '@/lib/format';
import { useZodRule } from '@/lib/form';
import { ApiError } from '@/lib/request';
import { useDeletePanelAsset, usePanelAssets, useUploadPanelAsset } from '../hooks';
import { fontRefusal, iconRefusal, type AssetRefusal } from './assetChecks';
import styles from './studio.module.css';

interface AssetsModalProps {
  open: boolean;
  /** The fonts the panel uses (by name); a font is added to or removed from them here. */
  fonts: readonly PanelFont[];
  onFontsChange(fonts: PanelFont[]): void;
  onClose(): void;
}

/** The space's icons and fonts: upload (checked in the browser first), list, delete; a font joins the panel's fonts. */
export function AssetsModal({ open, fonts, onFontsChange, onClose }: AssetsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('panels.studio.assets.title')} width={640} footer={null} onCancel={onClose} destroyOnHidden>
      <Tabs
        items={[
          { key: 'icon', label: t('panels.studio.assets.icons'), children: <IconAssets /> },
          { key: 'font', label: t('panels.studio.assets.fonts'), children: <FontAssets fonts={fonts} onFontsChange={onFontsChange} /> },
        ]}
      />
    </Modal>
  );
}

/** Uploads one file of a kind: the browser's own check first, then the server's, each refusal said. */
function useAssetUpload(kind: PanelAssetKind, refusalOf: (file: File) => Promise<AssetRefusal | null>) {
  const { t } = useTranslation();
  const upload = useUploadPanelAsset(kind);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const send = async (file: File, name?: string): Promise<PanelAsset | null> => {
    setRefusal(null);
    const refused = await refusalOf(file);
    if (refused) {
      setRefusal(t(refused.key, refused.params));
      return null;
    }
    setPercent(0);
    try {
      return await upload.mutateAsync({ file, name, onProgress: setPercent });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.msg : t('panels.studio.assets.uploadFailed'));
      return null;
    } finally {
      setPercent(null);
    }
  };
  return { send, refusal, percent, pending: upload.isPending };
}

function AssetList({ kind, extra }: { kind: PanelAssetKind; extra?: (asset: PanelAsset) => ReactNode }) {
  const { t } = useTranslation();
  const assets = usePanelAssets(kind);
  const remove = useDeletePanelAsset();
  return (
    <List
      size="small"
      loading={assets.isPending}
      dataSource={assets.data ?? []}
      locale={{ emptyText: t(`panels.studio.assets.empty.${kind}`) }}
      renderItem={(asset) => (
        <List.Item
          data-testid={`asset-${asset.name}`}
          actions={[
            extra?.(asset),
            <DeleteAction
              key="delete"
              icon={<DeleteOutlined />}
              description={t('panels.studio.assets.deleteHint', { name: asset.name })}
              testId={`asset-delete-${asset.name}`}
              onConfirm={() => remove.mutateAsync(asset.id)}
            />,
          ]}
        >
          <Flex gap={8} align="center">
            {kind === 'icon' && <img src={asset.url} alt={asset.name} className={styles.assetThumb} />}
            <span>{asset.name}</span>
            <Typography.Text type="secondary">{formatFileSize(asset.size)}</Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

function UploadState({ refusal, percent, testId }: { refusal: string | null; percent: number | null; testId: string }) {
  return (
    <>
      {percent !== null && <Progress percent={percent} size="small" />}
      {refusal && <Alert type="error" showIcon message={refusal} data-testid={testId} />}
    </>
  );
}

function IconAssets() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { send, refusal, percent, pending } = useAssetUpload('icon', iconRefusal);
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('panels.studio.assets.iconRule', { maxKb: PANEL_ICON_MAX_KB })}</Typography.Text>
      <HiddenFileInput ref={input} accept=".png,image/png" testId="asset-icon-input" onFile={(file) => void send(file)} />
      <Button icon={<UploadOutlined />} loading={pending} className={styles.alignStart} onClick={() => input.current?.click()}>
        {t('panels.studio.assets.uploadIcon')}
      </Button>
      <UploadState refusal={refusal} percent={percent} testId="asset-icon-error" />
      <AssetList kind="icon" />
    </Flex>
  );
}

function FontAssets({ fonts, onFontsChange }: { fonts: readonly PanelFont[]; onFontsChange(fonts: PanelFont[]): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; file?: File }>();
  const nameRule = useZodRule(panelFontSchema.shape.name);
  const { send, refusal, percent, pending } = useAssetUpload('font', fontRefusal);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.file) return;
    const asset = await send(values.file, values.name);
    if (asset) form.resetFields();
  };
  const used = (asset: PanelAsset) => fonts.some((f) => f.assetId === asset.id);
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('panels.studio.assets.fontRule', { maxMb: PANEL_FONT_MAX_MB })}</Typography.Text>
      <Form form={form} layout="vertical" component="div">
        <Form.Item name="name" label={t('field.fontName')} rules={[nameRule]}>
          <Input maxLength={40} data-testid="asset-font-name" />
        </Form.Item>
        <Form.Item name="file" label={t('panels.studio.assets.fontFile')} rules={[{ required: true, message: t('panels.studio.assets.fontFileRequired') }]}>
          <FilePicker accept=".ttf,.woff" chooseLabel={t('panels.studio.assets.chooseFont')} changeLabel={t('panels.studio.assets.changeFont')} testId="asset-font-file" />
        </Form.Item>
        <Button type="primary" icon={<UploadOutlined />} loading={pending} data-testid="asset-font-upload" onClick={() => void submit()}>
          {t('panels.studio.assets.uploadFont')}
        </Button>
      </Form>
      <UploadState refusal={refusal} percent={percent} testId="asset-font-error" />
      <AssetList
        kind="font"
        extra={(asset) =>
          used(asset) ? (
            <Tag key="used" closable color="blue" onClose={() => onFontsChange(fonts.filter((f) => f.assetId !== asset.id))}>
              {t('panels.studio.assets.inPanel')}
            </Tag>
          ) : (
            <Button key="add" size="small" data-testid={`asset-font-add-${asset.name}`} onClick={() => onFontsChange([...fonts, { name: asset.name, assetId: asset.id }])}>
              {t('panels.studio.assets.addToPanel')}
            </Button>
          )
        }
      />
    </Flex>
  );
}
