import { useState } from 'react';
import { Col, Form, Input, Radio, Row, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIRMWARE_DESCRIPTION_MAX_LENGTH, PAGE_SIZE_MAX, versionSchema } from '@iotc/shared';
import {
  type Firmware,
  type FirmwareVersion,
  type FirmwareVersionEditBody,
  firmwareVersionSaveBody,
  type FirmwareVersionSaveBody,
} from '@iotc/shared/firmware';
import { FormModal } from '@/components/FormModal';
import { toast } from '@/lib/feedback';
import { zodRule } from '@/lib/form';
import { useProductOwnFirmware, useSaveVersion, useVersions } from '../hooks';
import { firmwareName } from '../labels';
import { FirmwareFileField, type StoredFile } from './FirmwareFileField';

interface FormValues {
  version: string;
  description?: string;
  file?: StoredFile | null;
  productionFile?: StoredFile | null;
  isMust?: boolean;
  dependencyFirmwareId?: string | null;
  dependencyVersion?: string | null;
}

const fields = firmwareVersionSaveBody.shape;
const versionRules = [zodRule(versionSchema)];
const descriptionRules = [zodRule(fields.description, { required: false })];
const isMustRules = [zodRule(fields.isMust)];

/** What the form opens for: a new version, or a draft to edit (its number stays). */
export type VersionFormTarget = { mode: 'create' } | { mode: 'edit'; version: FirmwareVersion };

const stored = (token: string | null, fileName: string | null, size: number | null): StoredFile | null =>
  token && fileName ? { token, fileName, size: size ?? 0 } : null;

/**
 * A version of a firmware (spec 001 §3, §5): number (xx.xx.xx), description (at most 500 characters), the upgrade file
 * (.bin, at most 10M, uploaded with its progress), an optional production file, critical or not, and what it depends
 * on (another firmware of the same product at a version). Saved as a draft.
 */
export function VersionForm({ firmware, target, onClose }: { firmware: Firmware; target: VersionFormTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveVersion();
  const [uploads, setUploads] = useState(0);
  const editing = target?.mode === 'edit' ? target.version : null;
  const dependencyId = Form.useWatch('dependencyFirmwareId', form) ?? null;
  const siblings = useProductOwnFirmware(target ? firmware.productId : null);
  const dependencyVersions = useVersions({ firmwareId: dependencyId ?? '', status: 'published', pageNo: 1, pageSize: PAGE_SIZE_MAX }, dependencyId !== null);

  const initialValues: Partial<FormValues> = editing
    ? {
        version: editing.version,
        description: editing.description,
        file: stored(editing.file, editing.fileName, editing.fileSize),
        productionFile: stored(editing.productionFile, editing.productionFileName, editing.productionFileSize),
        isMust: editing.isMust,
        dependencyFirmwareId: editing.dependency?.firmwareId ?? null,
        dependencyVersion: editing.dependency?.version ?? null,
      }
    : { isMust: false };

  const fileRules: FormRule[] = [
    {
      required: true,
      validator: async (_rule, file?: StoredFile | null) => {
        if (!file) throw new Error(t('firmware.fileRequired'));
      },
    },
  ];
  // Both or neither (the shared rule): a dependency names a firmware and its version.
  const dependencyVersionRules: FormRule[] = [
    ({ getFieldValue }) => ({
      validator: async (_rule, version?: string | null) => {
        if (getFieldValue('dependencyFirmwareId') && !version) throw new Error(t('validation.required'));
      },
    }),
  ];

  const trackUpload = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));

  const submit = (values: FormValues) => {
    const common = {
      description: values.description?.trim() ?? '',
      file: values.file!.token,
      fileName: values.file!.fileName,
      productionFile: values.productionFile?.token ?? null,
      productionFileName: values.productionFile?.fileName ?? null,
      isMust: values.isMust!,
      dependencyFirmwareId: values.dependencyFirmwareId ?? null,
      dependencyVersion: values.dependencyFirmwareId ? (values.dependencyVersion ?? null) : null,
    };
    const body: FirmwareVersionSaveBody | FirmwareVersionEditBody = editing
      ? { id: editing.id, ...common }
      : { firmwareId: firmware.id, version: values.version.trim(), ...common };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t(editing ? 'firmware.version.saved' : 'firmware.version.created'));
        onClose();
      },
    });
  };

  return (
    <FormModal<FormValues>
      open={target !== null}
      title={editing ? t('firmware.version.editTitle', { version: editing.version }) : t('firmware.version.addTitle')}
      intro={t('firmware.version.intro')}
      width={680}
      form={form}
      name="firmwareVersion"
      initialValues={initialValues}
      saving={save.isPending || uploads > 0}
      submitTestId="version-form-submit"
      cancelTestId="version-form-cancel"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="version" label={t('firmware.version.field.version')} rules={versionRules} extra={t('firmware.version.versionHint')}>
        <Input disabled={Boolean(editing)} maxLength={20} placeholder="01.00.00" data-testid="version-number" />
      </Form.Item>
      <Form.Item name="description" label={t('firmware.version.field.description')} rules={descriptionRules}>
        <Input.TextArea rows={3} maxLength={FIRMWARE_DESCRIPTION_MAX_LENGTH} showCount data-testid="version-description" />
      </Form.Item>
      <Form.Item name="file" label={t('firmware.version.field.file')} rules={fileRules} extra={t('firmware.version.fileHint')}>
        <FirmwareFileField kind="upgrade" onBusy={trackUpload} testId="version-file" />
      </Form.Item>
      <Form.Item name="productionFile" label={t('firmware.version.field.productionFile')} extra={t('firmware.version.productionFileHint')}>
        <FirmwareFileField kind="production" onBusy={trackUpload} testId="version-production-file" />
      </Form.Item>
      <Form.Item name="isMust" label={t('firmware.version.field.isMust')} rules={isMustRules} extra={t('firmware.version.isMustHint')}>
        <Radio.Group data-testid="version-is-must">
          <Radio value={true}>{t('firmware.version.isMust.yes')}</Radio>
          <Radio value={false}>{t('firmware.version.isMust.no')}</Radio>
        </Radio.Group>
      </Form.Item>
      {firmware.productId && (
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item name="dependencyFirmwareId" label={t('firmware.version.field.dependency')} extra={t('firmware.version.dependencyHint')}>
              <Select<string>
                allowClear
                placeholder={t('firmware.version.noDependency')}
                loading={siblings.isPending}
                onChange={() => form.setFieldValue('dependencyVersion', null)}
                options={(siblings.data?.list ?? []).filter((other) => other.id !== firmware.id).map((other) => ({ value: other.id, label: `${firmwareName(other)} (${other.key})` }))}
                data-testid="version-dependency"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="dependencyVersion" label={t('firmware.version.field.dependencyVersion')} dependencies={['dependencyFirmwareId']} rules={dependencyVersionRules}>
              <Select<string>
                disabled={!dependencyId}
                loading={dependencyVersions.isFetching}
                options={(dependencyVersions.data?.list ?? []).map((version) => ({ value: version.version, label: version.version }))}
                data-testid="version-dependency-version"
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </FormModal>
  );
}
