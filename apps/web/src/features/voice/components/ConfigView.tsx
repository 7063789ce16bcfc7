import { Button, Card, Col, Dropdown, Empty, Form, Input, InputNumber, Row, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, DownOutlined, FileOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VOICE_ACCOUNT_FIELD_MAX_LENGTH, VOICE_DEMO_MAX_LENGTH, VOICE_FIELD_MAX_LENGTH, VOICE_FUNCTIONS_MAX } from '@iotc/shared';
import { functionsByIdentifier, type ProductFunction } from '@iotc/shared/functions';
import type { ProductDetail } from '@iotc/shared/products';
import {
  VOICE_DEVICE_TYPES,
  VOICE_PLATFORM_FIELDS,
  VOICE_PROPS,
  type VoiceAccountField,
  voiceEligible,
  type VoicePlatform,
  type VoiceSecretFile,
  voiceSecretUpload,
} from '@iotc/shared/voice';
import { UploadField } from '@/components/UploadField';
import { formatFileSize } from '@/lib/format';
import { nameMatchesAccept } from '@/lib/upload';
import { uploadVoiceSecret } from '../api';
import { type DraftMapping, newMapping, type ProblemMap, type VoiceDraft, withMapping } from '../draft';
import { useVoiceUnits } from '../hooks';
import { platformLabel } from '../labels';
import { Field } from './Field';
import styles from './voice.module.css';

export interface DraftViewProps {
  draft: VoiceDraft;
  functions: readonly ProductFunction[];
  problems: ProblemMap;
  editable: boolean;
  onChange(next: (current: VoiceDraft) => VoiceDraft): void;
}

type TextField = Exclude<VoiceAccountField, 'secretFile'> | 'brand' | 'model';

/** The function a mapping names, if it still exists and can be controlled by voice. */
export function mappedFunction(functions: readonly ProductFunction[], identifier: string): ProductFunction | undefined {
  const fn = functionsByIdentifier(functions)(identifier);
  return fn && voiceEligible(fn) ? fn : undefined;
}

/** "Brightness (bright_value)", or the bare identifier of a function that is gone. */
export const functionTitle = (fn: ProductFunction | undefined, identifier: string) => (fn ? `${fn.name} (${fn.identifier})` : identifier);

/** The refusal of a chosen secret file before it is sent: its type by name, its size. */
function secretProblem(file: File, t: ReturnType<typeof useTranslation>['t']): string | null {
  if (!nameMatchesAccept(file.name, voiceSecretUpload.accept)) return t('voice.secretType');
  if (file.size > voiceSecretUpload.maxSizeKb * 1024) return t('voice.secretTooLarge', { maxKb: voiceSecretUpload.maxSizeKb });
  return null;
}

/** One mapping's capability, unit, spoken range and demo phrase. */
function MappingCard({ mapping, index, fn, problems, editable, onChange, onRemove }: {
  mapping: DraftMapping;
  index: number;
  fn: ProductFunction | undefined;
  problems: ProblemMap;
  editable: boolean;
  onChange(patch: Partial<DraftMapping>): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const units = useVoiceUnits();
  const at = (field: string) => `functions.${index}.${field}`;
  const id = mapping.identifier;
  const range = fn?.dataType === 'value' ? { min: fn.min / 10 ** fn.multiple, max: fn.max / 10 ** fn.multiple, unit: fn.unit } : null;
  return (
    <Card
      size="small"
      className={styles.mapping}
      data-testid={`voice-mapping-${id}`}
      title={
        <Space wrap size={4}>
          <span>{functionTitle(fn, id)}</span>
          {fn && <Tag>{t(`voice.config.type.${fn.dataType}`)}</Tag>}
        </Space>
      }
      extra={
        editable && (
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('voice.config.remove')} onClick={onRemove} data-testid={`voice-remove-${id}`}>
            <span className={styles.wideOnly}>{t('voice.config.remove')}</span>
          </Button>
        )
      }
    >
      {problems.has(at('identifier')) && (
        <Typography.Text type="danger" className={styles.block} data-testid={`voice-error-${at('identifier')}`}>
          {problems.get(at('identifier'))}
        </Typography.Text>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Field label={t('voice.config.prop')} where={at('prop')} problems={problems} required>
            <Select
              value={mapping.prop}
              disabled={!editable}
              options={VOICE_PROPS.map((prop) => ({ value: prop, label: t(`voice.prop.${prop}`) }))}
              onChange={(prop) => onChange({ prop })}
              data-testid={`voice-prop-${id}`}
            />
          </Field>
        </Col>
        {range && (
          <>
            <Col xs={24} sm={12} lg={6}>
              <Field label={t('voice.config.unit')} where={at('unit')} problems={problems}>
                <Select
                  value={mapping.unit}
                  disabled={!editable}
                  loading={units.isPending}
                  options={[
                    { value: '', label: t('voice.config.noUnit') },
                    ...(units.data ?? []).map((unit) => ({ value: unit.key, label: unit.symbol ? `${unit.name} (${unit.symbol})` : unit.name })),
                  ]}
                  onChange={(unit) => onChange({ unit })}
                  data-testid={`voice-unit-${id}`}
                />
              </Field>
            </Col>
            <Col xs={24} lg={12}>
              <Field
                label={t('voice.config.spokenRange')}
                where={problems.has(at('voiceMin')) ? at('voiceMin') : at('voiceMax')}
                problems={problems}
                required
                extra={t('voice.config.spokenHint', { min: range.min, max: range.max, unit: range.unit })}
              >
                <Space.Compact className={styles.range}>
                  <InputNumber
                    value={mapping.voiceMin}
                    disabled={!editable}
                    placeholder={t('voice.config.spokenMin')}
                    aria-label={t('voice.config.spokenMin')}
                    onChange={(voiceMin) => onChange({ voiceMin: voiceMin ?? null })}
                    data-testid={`voice-min-${id}`}
                  />
                  <InputNumber
                    value={mapping.voiceMax}
                    disabled={!editable}
                    placeholder={t('voice.config.spokenMax')}
                    aria-label={t('voice.config.spokenMax')}
                    onChange={(voiceMax) => onChange({ voiceMax: voiceMax ?? null })}
                    data-testid={`voice-max-${id}`}
                  />
                </Space.Compact>
              </Field>
            </Col>
          </>
        )}
        <Col span={24}>
          <Field label={t('field.voiceDemo')} where={at('demo')} problems={problems} className={styles.last}>
            <Input
              value={mapping.demo}
              disabled={!editable}
              maxLength={VOICE_DEMO_MAX_LENGTH}
              placeholder={t('voice.config.demoPlaceholder')}
              onChange={(event) => onChange({ demo: event.target.value })}
              data-testid={`voice-demo-${id}`}
            />
          </Field>
        </Col>
      </Row>
    </Card>
  );
}

/**
 * The config scheme view: the device as the assistant knows it (brand, device type, model), the platform's own account
 * fields (required when publishing) and the functions people may control by voice.
 */
export function ConfigView({ product, platform, draft, functions, problems, editable, onChange }: DraftViewProps & { product: ProductDetail; platform: VoicePlatform }) {
  const { t } = useTranslation();
  const eligible = functions.filter(voiceEligible);
  const mapped = new Set(draft.functions.map((mapping) => mapping.identifier.toLowerCase()));
  const addable = eligible.filter((fn) => !mapped.has(fn.identifier.toLowerCase()));
  const accountFields = VOICE_PLATFORM_FIELDS[platform];

  const text = (field: TextField, required: boolean) => (
    <Field label={t(field === 'brand' ? 'field.voiceBrand' : field === 'model' ? 'field.voiceModel' : `field.${field}`)} where={field} problems={problems} required={required}>
      <Input
        value={draft[field]}
        disabled={!editable}
        maxLength={field === 'brand' || field === 'model' ? VOICE_FIELD_MAX_LENGTH : VOICE_ACCOUNT_FIELD_MAX_LENGTH}
        onChange={(event) => onChange((current) => ({ ...current, [field]: event.target.value }))}
        data-testid={`voice-${field}`}
      />
    </Field>
  );

  return (
    <Form layout="vertical" component="div" className={styles.form} data-testid="voice-config">
      <Typography.Title level={5}>{t('voice.config.device')}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          {text('brand', true)}
        </Col>
        <Col xs={24} md={8}>
          <Field label={t('field.voiceDeviceType')} where="deviceType" problems={problems} required>
            <Select
              value={draft.deviceType ?? undefined}
              disabled={!editable}
              placeholder={t('voice.config.deviceTypePlaceholder')}
              options={VOICE_DEVICE_TYPES.map((type) => ({ value: type, label: t(`voice.deviceType.${type}`) }))}
              onChange={(deviceType) => onChange((current) => ({ ...current, deviceType }))}
              data-testid="voice-deviceType"
            />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          {text('model', true)}
        </Col>
      </Row>

      <Typography.Title level={5}>{t('voice.config.account')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('voice.config.accountHint', { platform: platformLabel(platform) })}</Typography.Paragraph>
      <Row gutter={16}>
        {accountFields.map((field) => (
          <Col key={field} xs={24} md={12}>
            {field === 'secretFile' ? (
              <Field label={t('field.secretFile')} where="secretFile" problems={problems} required extra={t('voice.config.secretHint', { maxKb: voiceSecretUpload.maxSizeKb })}>
                <UploadField<VoiceSecretFile>
                  value={draft.secretFile}
                  onChange={(secretFile) => onChange((current) => ({ ...current, secretFile }))}
                  accept={voiceSecretUpload.accept}
                  check={(file) => secretProblem(file, t)}
                  upload={(file, onProgress) => uploadVoiceSecret(product.id, platform, file, onProgress)}
                  renderValue={(file) => (
                    <Typography.Text>
                      <FileOutlined /> {file.fileName} ({formatFileSize(file.size)})
                    </Typography.Text>
                  )}
                  disabled={!editable}
                  chooseLabel={t('voice.config.chooseFile')}
                  changeLabel={t('voice.config.changeFile')}
                  failedText={t('voice.config.uploadFailed')}
                  testId="voice-secretFile"
                />
              </Field>
            ) : (
              text(field, true)
            )}
          </Col>
        ))}
      </Row>

      <div className={styles.sectionHead}>
        <Typography.Title level={5} className={styles.sectionTitle}>
          {t('voice.config.functions')} ({draft.functions.length}/{VOICE_FUNCTIONS_MAX})
        </Typography.Title>
        {editable && addable.length > 0 && draft.functions.length < VOICE_FUNCTIONS_MAX && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: addable.map((fn) => ({ key: fn.identifier, label: <span data-testid={`voice-add-${fn.identifier}`}>{functionTitle(fn, fn.identifier)}</span> })),
              onClick: ({ key }) => {
                const fn = addable.find((f) => f.identifier === key);
                if (fn) onChange((current) => ({ ...current, functions: [...current.functions, newMapping(fn)] }));
              },
            }}
          >
            <Button icon={<PlusOutlined />} data-testid="voice-add-function">
              {t('voice.config.add')} <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </div>
      <Typography.Paragraph type="secondary">{t('voice.config.functionsHint')}</Typography.Paragraph>
      {problems.has('functions') && (
        <Typography.Text type="danger" className={styles.block} data-testid="voice-error-functions">
          {problems.get('functions')}
        </Typography.Text>
      )}
      {draft.functions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(eligible.length === 0 ? 'voice.config.noEligible' : 'voice.config.noMappings')} data-testid="voice-no-mappings" />
      ) : (
        draft.functions.map((mapping, index) => (
          <MappingCard
            key={mapping.key}
            mapping={mapping}
            index={index}
            fn={mappedFunction(functions, mapping.identifier)}
            problems={problems}
            editable={editable}
            onChange={(patch) => onChange((current) => withMapping(current, mapping.key, () => patch))}
            onRemove={() => onChange((current) => ({ ...current, functions: current.functions.filter((m) => m.key !== mapping.key) }))}
          />
        ))
      )}
    </Form>
  );
}
