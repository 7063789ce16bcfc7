import { useState } from 'react';
import { Col, Form, Input, Radio, Row, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  OFFLINE_PANEL_TYPES,
  type OfflinePanel,
  type OfflinePanelEditBody,
  type OfflinePanelFileKind,
  offlinePanelSaveBody,
  type OfflinePanelSaveBody,
  type OfflinePanelType,
  offlinePanelUpload,
} from '@iotc/shared/offlinePanels';
import { OFFLINE_PANEL_DESCRIPTION_MAX_LENGTH, PANEL_NAME_MAX_LENGTH } from '@iotc/shared';
import { FormModal } from '@/components/FormModal';
import { ProductTypeSelect } from '@/features/products/components/ProductTypeSelect';
import { toast } from '@/lib/feedback';
import { zodRule } from '@/lib/form';
import { useSaveOfflinePanel } from '../hooks';
import { panelTypeLabel } from '../labels';
import { type HeldFile, OfflinePanelFileField } from './OfflinePanelFileField';
import { ProductsSelect } from './ProductsSelect';

interface FormValues {
  name: string;
  panelType?: OfflinePanelType;
  productType?: string;
  description?: string;
  preview?: HeldFile | null;
  package?: HeldFile | null;
  language?: HeldFile | null;
  productIds: string[];
}

const fields = offlinePanelSaveBody.shape;
const rules = {
  name: [zodRule(fields.name)],
  panelType: [zodRule(fields.panelType)],
  productType: [zodRule(fields.productType)],
  description: [zodRule(fields.description, { required: false })],
};

/** What the form opens for: a new offline panel, or one to edit (its stored files kept unless replaced). */
export type OfflinePanelFormTarget = { mode: 'create' } | { mode: 'edit'; panel: OfflinePanel };

const stored = (fileName: string, size: number | null, entries: number | null = null): HeldFile => ({ key: null, fileName, size, entries });

/** A new upload's key; absent when the stored file stays. */
const newKey = (file: HeldFile | null | undefined) => file?.key ?? undefined;

/**
 * Create or edit an offline panel (spec 001 §3, §5): name, panel type, product type, description, the preview image
 * (png/jpg/jpeg/bmp, at most 1M, 3:4), the file package (.zip, at most 2M), an optional language pack (.xls/.csv,
 * at most 2M), and the products that may choose it. Each file uploads as it is chosen; saving waits for them.
 */
export function OfflinePanelForm({ target, onClose, onSaved }: { target: OfflinePanelFormTarget | null; onClose(): void; onSaved?(id: string): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveOfflinePanel();
  const [uploads, setUploads] = useState(0);
  const editing = target?.mode === 'edit' ? target.panel : null;
  const trackUpload = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));

  const initialValues: Partial<FormValues> = editing
    ? {
        name: editing.name,
        panelType: editing.panelType,
        productType: editing.productType,
        description: editing.description,
        preview: stored(t('offlinePanels.form.storedPreview'), null),
        package: stored(editing.packageName, editing.packageSize, editing.packageEntries),
        language: editing.languageName ? stored(editing.languageName, null) : null,
        productIds: editing.products.map((product) => product.id),
      }
    : { productIds: [] };

  const fileRules = (required: boolean): FormRule[] => [
    {
      required,
      validator: async (_rule, file?: HeldFile | null) => {
        if (uploads > 0) throw new Error(t('offlinePanels.form.uploading'));
        if (required && !file) throw new Error(t('offlinePanels.form.fileRequired'));
      },
    },
  ];

  const submit = (values: FormValues) => {
    const common = {
      name: values.name,
      panelType: values.panelType!,
      productType: values.productType!,
      description: values.description ?? '',
      productIds: values.productIds,
    };
    const body: OfflinePanelSaveBody | OfflinePanelEditBody = editing
      ? { id: editing.id, ...common, previewKey: newKey(values.preview), packageKey: newKey(values.package), languageKey: newKey(values.language) }
      : { ...common, previewKey: values.preview!.key!, packageKey: values.package!.key!, languageKey: newKey(values.language) };
    save.mutate(body, {
      onSuccess: (panel) => {
        toast.success(t(editing ? 'offlinePanels.form.saved' : 'offlinePanels.form.created'));
        onClose();
        onSaved?.(panel.id);
      },
    });
  };

  const fileItem = (kind: OfflinePanelFileKind, label: string, required: boolean) => (
    <Form.Item name={kind} label={label} rules={fileRules(required)} extra={t(`offlinePanels.form.${kind}Hint`, { maxMb: offlinePanelUpload[kind].maxSizeMb })}>
      <OfflinePanelFileField kind={kind} onBusy={trackUpload} testId={`offline-${kind}`} />
    </Form.Item>
  );

  return (
    <FormModal<FormValues>
      open={target !== null}
      title={t(editing ? 'offlinePanels.form.editTitle' : 'offlinePanels.form.addTitle')}
      width={720}
      form={form}
      name="offlinePanel"
      initialValues={initialValues}
      saving={save.isPending}
      submitTestId="offline-form-submit"
      cancelTestId="offline-form-cancel"
      onSubmit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('field.panelName')} rules={rules.name}>
            <Input maxLength={PANEL_NAME_MAX_LENGTH} data-testid="offline-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="panelType" label={t('field.panelType')} rules={rules.panelType}>
            <Radio.Group data-testid="offline-panelType">
              {OFFLINE_PANEL_TYPES.map((type) => (
                <Radio key={type} value={type}>
                  {panelTypeLabel(type)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="productType" label={t('field.productType')} rules={rules.productType}>
            <ProductTypeSelect placeholder={t('offlinePanels.form.productTypePlaceholder')} testId="offline-productType" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="productIds" label={t('offlinePanels.form.products')} extra={t('offlinePanels.form.productsHint')}>
            <ProductsSelect testId="offline-products" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('field.description')} rules={rules.description}>
            <Input.TextArea rows={2} maxLength={OFFLINE_PANEL_DESCRIPTION_MAX_LENGTH} showCount data-testid="offline-description" />
          </Form.Item>
        </Col>
        <Col span={24}>{fileItem('preview', t('field.previewImage'), true)}</Col>
        <Col span={24}>{fileItem('package', t('field.filePackage'), true)}</Col>
        <Col span={24}>{fileItem('language', t('field.languagePackage'), false)}</Col>
      </Row>
    </FormModal>
  );
}
