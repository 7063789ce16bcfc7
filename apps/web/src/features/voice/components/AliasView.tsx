import { Button, Card, Col, Empty, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VOICE_ALIAS_MAX_LENGTH, VOICE_ALIASES_MAX, VOICE_VALUES_MAX } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { type DraftMapping, type DraftValue, namedValues, newValue, type ProblemMap, withMapping, withValue } from '../draft';
import { type DraftViewProps, functionTitle, mappedFunction } from './ConfigView';
import { Field } from './Field';
import styles from './voice.module.css';

/** What people call a value of a bool or enum function: "On", "Reading (reading)". */
function valueLabel(fn: ProductFunction, value: string, t: ReturnType<typeof useTranslation>['t']): string {
  if (fn.dataType === 'bool') return t(`voice.alias.bool.${value}`);
  const option = fn.dataType === 'enum' ? fn.enumValues.find((v) => v.value === value) : undefined;
  return option ? `${option.name} (${option.value})` : value;
}

const aliasesMax = VOICE_ALIASES_MAX * (VOICE_ALIAS_MAX_LENGTH + 1);

interface ValueRowProps {
  mapping: DraftMapping;
  index: number;
  row: number;
  value: DraftValue;
  fn: ProductFunction;
  problems: ProblemMap;
  editable: boolean;
  onChange(patch: Partial<DraftValue>): void;
  onRemove(): void;
}

/** One named value: a bool / enum value or a range of the spoken scale, and its aliases. */
function ValueRow({ mapping, index, row, value, fn, problems, editable, onChange, onRemove }: ValueRowProps) {
  const { t } = useTranslation();
  const at = (field: string) => `functions.${index}.values.${row}.${field}`;
  const id = `${mapping.identifier}-${row}`;
  const taken = new Set(mapping.values.filter((v) => v.key !== value.key).map((v) => v.value));
  return (
    <Row gutter={12} className={styles.valueRow} data-testid={`voice-value-row-${id}`}>
      {fn.dataType === 'value' ? (
        <>
          <Col xs={12} sm={5}>
            <Field label={t('voice.alias.min')} where={at('min')} problems={problems} required>
              <InputNumber className={styles.full} value={value.min} disabled={!editable} onChange={(min) => onChange({ min: min ?? null })} data-testid={`voice-range-min-${id}`} />
            </Field>
          </Col>
          <Col xs={12} sm={5}>
            <Field label={t('voice.alias.max')} where={at('max')} problems={problems} required>
              <InputNumber className={styles.full} value={value.max} disabled={!editable} onChange={(max) => onChange({ max: max ?? null })} data-testid={`voice-range-max-${id}`} />
            </Field>
          </Col>
        </>
      ) : (
        <Col xs={24} sm={10}>
          <Field label={t('voice.alias.value')} where={at('value')} problems={problems} required>
            <Select<string>
              value={value.value ?? undefined}
              disabled={!editable}
              options={namedValues(fn).map((v) => ({ value: v, label: valueLabel(fn, v, t), disabled: taken.has(v) }))}
              onChange={(chosen) => onChange({ value: chosen })}
              data-testid={`voice-value-${id}`}
            />
          </Field>
        </Col>
      )}
      <Col xs={20} sm={12}>
        <Field label={t('field.voiceAliases')} where={at('aliases')} problems={problems} required>
          <Input
            value={value.aliases}
            disabled={!editable}
            maxLength={aliasesMax}
            placeholder={t('voice.alias.valuePlaceholder')}
            onChange={(event) => onChange({ aliases: event.target.value })}
            data-testid={`voice-value-aliases-${id}`}
          />
        </Field>
      </Col>
      {editable && (
        <Col xs={4} sm={2} className={styles.removeCell}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('voice.alias.removeValue')} onClick={onRemove} data-testid={`voice-remove-value-${id}`} />
        </Col>
      )}
    </Row>
  );
}

/** One mapping's aliases and its named values or ranges. */
function MappingAliases({ mapping, index, fn, problems, editable, onChange }: {
  mapping: DraftMapping;
  index: number;
  fn: ProductFunction | undefined;
  problems: ProblemMap;
  editable: boolean;
  onChange(next: (current: DraftViewProps['draft']) => DraftViewProps['draft']): void;
}) {
  const { t } = useTranslation();
  const isValue = fn?.dataType === 'value';
  const full = mapping.values.length >= (fn && !isValue ? Math.min(namedValues(fn).length, VOICE_VALUES_MAX) : VOICE_VALUES_MAX);
  const hint = isValue
    ? t('voice.alias.rangesHint', { min: mapping.voiceMin ?? '?', max: mapping.voiceMax ?? '?' })
    : t('voice.alias.valuesHint');
  return (
    <Card size="small" className={styles.mapping} title={functionTitle(fn, mapping.identifier)} data-testid={`voice-alias-${mapping.identifier}`}>
      <Field label={t('field.voiceAliases')} where={`functions.${index}.aliases`} problems={problems} required>
        <Input
          value={mapping.aliases}
          disabled={!editable}
          maxLength={aliasesMax}
          placeholder={t('voice.alias.aliasesPlaceholder')}
          onChange={(event) => onChange((current) => withMapping(current, mapping.key, () => ({ aliases: event.target.value })))}
          data-testid={`voice-aliases-${mapping.identifier}`}
        />
      </Field>
      {fn && (
        <>
          <Typography.Text strong>{t(isValue ? 'voice.alias.ranges' : 'voice.alias.values')}</Typography.Text>
          <Typography.Paragraph type="secondary" className={styles.hint}>
            {hint}
          </Typography.Paragraph>
          {problems.has(`functions.${index}.values`) && (
            <Typography.Text type="danger" className={styles.block}>
              {problems.get(`functions.${index}.values`)}
            </Typography.Text>
          )}
          {mapping.values.map((value, row) => (
            <ValueRow
              key={value.key}
              mapping={mapping}
              index={index}
              row={row}
              value={value}
              fn={fn}
              problems={problems}
              editable={editable}
              onChange={(patch) => onChange((current) => withValue(current, mapping.key, value.key, patch))}
              onRemove={() => onChange((current) => withMapping(current, mapping.key, (m) => ({ values: m.values.filter((v) => v.key !== value.key) })))}
            />
          ))}
          {editable && (
            <Button
              icon={<PlusOutlined />}
              disabled={full}
              onClick={() => onChange((current) => withMapping(current, mapping.key, (m) => ({ values: [...m.values, newValue(fn, m.values)] })))}
              data-testid={`voice-add-value-${mapping.identifier}`}
            >
              {t(isValue ? 'voice.alias.addRange' : 'voice.alias.addValue')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

/** The alias view: what people call each function (1-10 aliases) and its values or named ranges. */
export function AliasView({ draft, functions, problems, editable, onChange }: DraftViewProps) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div" className={styles.form} data-testid="voice-aliases">
      <Typography.Paragraph type="secondary">{t('voice.alias.intro', { max: VOICE_ALIASES_MAX })}</Typography.Paragraph>
      {draft.functions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('voice.alias.noMappings')} />
      ) : (
        draft.functions.map((mapping, index) => (
          <MappingAliases
            key={mapping.key}
            mapping={mapping}
            index={index}
            fn={mappedFunction(functions, mapping.identifier)}
            problems={problems}
            editable={editable}
            onChange={onChange}
          />
        ))
      )}
    </Form>
  );
}
