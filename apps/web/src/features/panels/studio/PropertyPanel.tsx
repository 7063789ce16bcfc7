import { Form, Input, InputNumber, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_HOST_URL, issueMessages, PANEL_GRID_COLUMNS, PANEL_GRID_ROWS_MAX, PANEL_LINK_MAX_LENGTH, PANEL_VARIABLE_NAME_MAX_LENGTH } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import {
  isControlType,
  isDisplayType,
  isPanelLink,
  PANEL_BINDABLE_DATA_TYPES,
  panelComponentSchema,
  type PanelComponent,
  type PanelFont,
  type PanelStyle,
} from '@iotc/shared/panels';
import { rwFlagLabel } from '@/features/functions/labels';
import { RuleValueInput } from '@/features/productRules/components/RuleValueInput';
import { typeLabel } from './componentTypes';
import { CheckedInput, ColorField, TextPairInput } from './fields';
import type { IconChoice } from './iconChoices';
import type { ShownProblem } from './problems';
import styles from './studio.module.css';

interface PropertyPanelProps {
  component: PanelComponent;
  /** Variable names of the other components of the panel. */
  otherNames: ReadonlySet<string>;
  functions: readonly ProductFunction[];
  fonts: readonly PanelFont[];
  icons: readonly IconChoice[];
  problems: readonly ShownProblem[];
  /** A change of the component; `field` folds a run of edits to one field into one undo step. */
  onChange(update: (component: PanelComponent) => PanelComponent, field: string): void;
}

/** The functions a component of this type may be bound to: the data types it shows or sends, writable for controls, readable for displays. */
function bindableFunctions(component: PanelComponent, functions: readonly ProductFunction[]): ProductFunction[] {
  const type = component.type;
  if (!isControlType(type) && !isDisplayType(type)) return [];
  return functions.filter(
    (fn) => PANEL_BINDABLE_DATA_TYPES[type].includes(fn.dataType) && (isControlType(type) ? fn.rwFlag !== 'ro' : fn.rwFlag !== 'wo'),
  );
}

/**
 * The selected component's properties: its variable name (§5: the pattern, no duplicate), size on the
 * grid, texts in both languages, binding, type-specific fields and style. A refused value stays in its
 * field with the reason and does not reach the document.
 */
export function PropertyPanel({ component, otherNames, functions, fonts, icons, problems, onChange }: PropertyPanelProps) {
  const { t } = useTranslation();
  const c = component;
  const bound = c.binding ? functions.find((fn) => fn.identifier === c.binding?.identifier) : undefined;
  const setProps = (field: keyof PanelComponent['props'], value: PanelComponent['props'][typeof field]) =>
    onChange((x) => ({ ...x, props: { ...x.props, [field]: value } }), `props.${field}`);
  const setStyle = <K extends keyof PanelStyle>(field: K, value: PanelStyle[K]) => onChange((x) => ({ ...x, style: { ...x.style, [field]: value } }), `style.${field}`);

  const nameProblem = (name: string) => {
    const issue = issueMessages(panelComponentSchema.safeParse({ ...c, name })).find((i) => i.path[0] === 'name');
    if (issue) return t(issue.key, issue.params);
    return otherNames.has(name) ? t('validation.panelVariableNameDuplicate', { name }) : null;
  };
  const bindable = isControlType(c.type) || isDisplayType(c.type);

  return (
    <Form layout="vertical" component="div" size="small" className={styles.props} data-testid="studio-props">
      <Typography.Text type="secondary">{typeLabel(t, c.type)}</Typography.Text>
      {problems.length > 0 && (
        <ul className={styles.inlineProblems} data-testid="props-problems">
          {problems.map((p, i) => (
            <li key={i}>{p.text}</li>
          ))}
        </ul>
      )}
      <CheckedInput
        label={t('field.variableName')}
        value={c.name}
        maxLength={PANEL_VARIABLE_NAME_MAX_LENGTH}
        check={nameProblem}
        testId="prop-name"
        onCommit={(name) => onChange((x) => ({ ...x, name }), 'name')}
      />
      <Form.Item label={t('panels.studio.props.width')}>
        <Segmented
          block
          value={c.layout.w}
          options={Array.from({ length: PANEL_GRID_COLUMNS }, (_, i) => i + 1)}
          data-testid="prop-width"
          onChange={(w) => onChange((x) => ({ ...x, layout: { ...x.layout, w } }), 'layout.w')}
        />
      </Form.Item>
      <Form.Item label={t('panels.studio.props.height')}>
        <Segmented
          block
          value={c.layout.h}
          options={Array.from({ length: PANEL_GRID_ROWS_MAX }, (_, i) => i + 1)}
          data-testid="prop-height"
          onChange={(h) => onChange((x) => ({ ...x, layout: { ...x.layout, h } }), 'layout.h')}
        />
      </Form.Item>

      {c.type === 'group' ? (
        <TextPairInput label={t('panels.studio.props.groupTitle')} value={c.props.title} testId="prop-title" onChange={(title) => setProps('title', title)} />
      ) : (
        <TextPairInput label={t('panels.studio.props.label')} value={c.props.label} testId="prop-label" onChange={(label) => setProps('label', label)} />
      )}

      {bindable && (
        <Form.Item label={t('panels.studio.props.binding')} extra={bound && t('panels.studio.props.bindingExtra', { rwFlag: rwFlagLabel(t, bound.rwFlag) })}>
          <Select
            value={c.binding?.identifier}
            placeholder={t('panels.studio.props.bindingPlaceholder')}
            showSearch
            optionFilterProp="label"
            notFoundContent={t('panels.studio.props.noBindable')}
            options={bindableFunctions(c, functions).map((fn) => ({ value: fn.identifier, label: `${fn.name} (${fn.identifier}) · ${rwFlagLabel(t, fn.rwFlag)}` }))}
            data-testid="prop-binding"
            onChange={(identifier: string) => onChange((x) => ({ ...x, binding: { identifier } }), 'binding')}
          />
        </Form.Item>
      )}

      {c.type === 'valueButton' && (
        <Form.Item label={t('panels.studio.props.value')}>
          <RuleValueInput
            fn={bound}
            value={c.props.value ?? null}
            invalid={false}
            testId="prop-value"
            onChange={(value) => setProps('value', value ?? undefined)}
          />
        </Form.Item>
      )}
      {(c.type === 'text' || c.type === 'link') && (
        <TextPairInput label={t(c.type === 'link' ? 'panels.studio.props.caption' : 'panels.studio.props.text')} value={c.props.text} testId="prop-text" onChange={(text) => setProps('text', text)} />
      )}
      {c.type === 'link' && (
        <CheckedInput
          label={t('field.link')}
          value={c.props.href ?? ''}
          maxLength={PANEL_LINK_MAX_LENGTH}
          placeholder={APP_HOST_URL}
          check={(href) => (isPanelLink(href) ? null : t('validation.panelLink', { host: APP_HOST_URL }))}
          testId="prop-href"
          onCommit={(href) => setProps('href', href)}
        />
      )}
      {c.type === 'icon' && (
        <Form.Item label={t('panels.studio.props.icon')}>
          <Select
            value={c.props.icon}
            allowClear
            placeholder={t('panels.studio.props.iconPlaceholder')}
            options={icons.map((icon) => ({ value: icon.value, label: icon.label }))}
            data-testid="prop-icon"
            onChange={(icon: string | undefined) => setProps('icon', icon)}
          />
        </Form.Item>
      )}
      {c.type === 'image' && (
        <Form.Item label={t('panels.studio.props.src')}>
          <Input value={c.props.src ?? ''} maxLength={PANEL_LINK_MAX_LENGTH} placeholder="https://" data-testid="prop-src" onChange={(event) => setProps('src', event.target.value)} />
        </Form.Item>
      )}

      <div className={styles.sectionTitle}>{t('panels.studio.props.style')}</div>
      <ColorField label={t('panels.studio.props.color')} value={c.style.color} allowClear testId="prop-color" onChange={(color) => setStyle('color', color)} />
      <ColorField label={t('panels.studio.props.background')} value={c.style.background} allowClear testId="prop-background" onChange={(color) => setStyle('background', color)} />
      <Form.Item label={t('panels.studio.props.fontSize')}>
        <InputNumber min={10} max={48} precision={0} value={c.style.fontSize ?? null} data-testid="prop-font-size" onChange={(size) => setStyle('fontSize', size ?? undefined)} />
      </Form.Item>
      <Form.Item label={t('panels.studio.props.fontFamily')}>
        <Select
          value={c.style.fontFamily}
          allowClear
          placeholder={t('panels.studio.props.fontInherit')}
          notFoundContent={t('panels.studio.props.noFonts')}
          options={fonts.map((f) => ({ value: f.name, label: f.name }))}
          data-testid="prop-font"
          onChange={(font: string | undefined) => setStyle('fontFamily', font)}
        />
      </Form.Item>
      <Form.Item label={t('panels.studio.props.align')}>
        <Select
          value={c.style.align}
          allowClear
          options={(['left', 'center', 'right'] as const).map((align) => ({ value: align, label: t(`panels.studio.props.alignTo.${align}`) }))}
          data-testid="prop-align"
          onChange={(align: PanelStyle['align']) => setStyle('align', align)}
        />
      </Form.Item>
    </Form>
  );
}
