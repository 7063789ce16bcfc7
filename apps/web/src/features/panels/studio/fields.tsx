import { useState } from 'react';
import { ColorPicker, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PANEL_TEXT_MAX_LENGTH } from '@iotc/shared';
import type { PanelText } from '@iotc/shared/panels';

/** The small editors the property panel and the theme share. */

interface CheckedInputProps {
  label: string;
  value: string;
  /** Why a typed value is refused (shown under the field), or null. */
  check(value: string): string | null;
  /** Called only with values that pass `check`: a refused one changes nothing. */
  onCommit(value: string): void;
  maxLength?: number;
  placeholder?: string;
  testId: string;
}

/** A text field whose value reaches the document only while it follows its rule. */
export function CheckedInput({ label, value, check, onCommit, maxLength, placeholder, testId }: CheckedInputProps) {
  const [draft, setDraft] = useState(value);
  // An undo or redo changes the value under the field: the field follows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const problem = check(draft);
  return (
    <Form.Item label={label} validateStatus={problem ? 'error' : undefined} help={problem ? <span data-testid={`${testId}-error`}>{problem}</span> : undefined}>
      <Input
        value={draft}
        maxLength={maxLength}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (check(next) === null) onCommit(next);
        }}
      />
    </Form.Item>
  );
}

/** A text in both languages: Chinese and English side by side. */
export function TextPairInput({ label, value, onChange, testId }: { label: string; value: PanelText | undefined; onChange(text: PanelText): void; testId: string }) {
  const { t } = useTranslation();
  const text = value ?? { zh: '', en: '' };
  return (
    <Form.Item label={label}>
      <Flex gap={8}>
        <Input
          value={text.zh}
          maxLength={PANEL_TEXT_MAX_LENGTH}
          placeholder={t('panels.studio.props.zh')}
          aria-label={`${label} ${t('panels.studio.props.zh')}`}
          data-testid={`${testId}-zh`}
          onChange={(event) => onChange({ ...text, zh: event.target.value })}
        />
        <Input
          value={text.en}
          maxLength={PANEL_TEXT_MAX_LENGTH}
          placeholder={t('panels.studio.props.en')}
          aria-label={`${label} ${t('panels.studio.props.en')}`}
          data-testid={`${testId}-en`}
          onChange={(event) => onChange({ ...text, en: event.target.value })}
        />
      </Flex>
    </Form.Item>
  );
}

/** A #rrggbb colour, or none when `allowClear` and cleared. */
export function ColorField({ label, value, onChange, allowClear = false, testId }: { label: string; value: string | undefined; onChange(color: string | undefined): void; allowClear?: boolean; testId: string }) {
  return (
    <Form.Item label={label}>
      <ColorPicker
        value={value ?? null}
        format="hex"
        allowClear={allowClear}
        showText
        data-testid={testId}
        // The document holds #rrggbb: a transparency picked in the panel is dropped.
        onChangeComplete={(color) => onChange(color.cleared ? undefined : color.toHexString().slice(0, 7))}
        onClear={() => onChange(undefined)}
      />
    </Form.Item>
  );
}
