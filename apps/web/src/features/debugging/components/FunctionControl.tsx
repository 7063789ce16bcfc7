import { useState } from 'react';
import { Button, Input, InputNumber, Select, Slider, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DpValue, utf8Length } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { formatDpValue } from '@/features/devices/format';
import type { DpStatus } from '../debugSession';
import { AckStatus } from './AckStatus';
import styles from './debugging.module.css';

interface Props {
  fn: ProductFunction;
  /** The device's last reported value. */
  reported: DpValue | undefined;
  /** What the control shows: the user's value while it is on its way, else the reported one. */
  shown: DpValue | undefined;
  status: DpStatus | undefined;
  /** Not connected: nothing can be sent. */
  disabled: boolean;
  onChange(value: DpValue): void;
}

/** The longest start of `text` that fits in `max` UTF-8 bytes. */
export function cutToBytes(text: string, max: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    bytes += utf8Length(ch);
    if (bytes > max) break;
    out += ch;
  }
  return out;
}

const HEX = /[^0-9A-Fa-f]/g;

/** A value function's integer as shown: divided by 10^multiple. */
const scaled = (fn: { multiple: number }, value: number) => value / 10 ** fn.multiple;

function ValueControl({ fn, shown, disabled, onChange }: Props & { fn: Extract<ProductFunction, { dataType: 'value' }> }) {
  const value = typeof shown === 'number' ? shown : fn.min;
  const factor = 10 ** fn.multiple;
  const format = (v: number | undefined) => (v === undefined ? '' : `${scaled(fn, v).toFixed(fn.multiple)}${fn.unit ? ` ${fn.unit}` : ''}`);
  return (
    <div className={styles.valueControl} data-testid={`control-value-${fn.dpId}`}>
      {/* The slider works on the device's integers, so every position is on a step; it shows them scaled. */}
      <Slider
        className={styles.slider}
        min={fn.min}
        max={fn.max}
        step={fn.step}
        value={value}
        disabled={disabled}
        tooltip={{ formatter: format }}
        onChange={(v: number) => onChange(v)}
      />
      <InputNumber
        className={styles.number}
        min={scaled(fn, fn.min)}
        max={scaled(fn, fn.max)}
        step={scaled(fn, fn.step)}
        precision={fn.multiple}
        value={scaled(fn, value)}
        disabled={disabled}
        addonAfter={fn.unit || undefined}
        onChange={(v) => {
          if (typeof v === 'number') onChange(Math.round(v * factor));
        }}
        data-testid={`control-number-${fn.dpId}`}
      />
    </div>
  );
}

function TextControl({ fn, shown, disabled, onChange }: Props & { fn: Extract<ProductFunction, { dataType: 'string' | 'raw' }> }) {
  const { t } = useTranslation();
  const raw = fn.dataType === 'raw';
  const [text, setText] = useState(typeof shown === 'string' ? shown : '');
  // Raw travels as hex: two characters a byte.
  const count = raw
    ? { show: true, max: fn.maxLength, strategy: (v: string) => Math.ceil(v.length / 2), exceedFormatter: (v: string) => v.slice(0, fn.maxLength * 2) }
    : { show: true, max: fn.maxLength, strategy: utf8Length, exceedFormatter: (v: string) => cutToBytes(v, fn.maxLength) };
  return (
    <Space.Compact className={styles.textControl}>
      <Input
        value={text}
        disabled={disabled}
        count={count}
        placeholder={raw ? t('debugging.controls.hex') : undefined}
        className={raw ? styles.mono : undefined}
        onChange={(e) => setText(raw ? e.target.value.replace(HEX, '').toUpperCase() : e.target.value)}
        onPressEnter={() => onChange(text)}
        data-testid={`control-text-${fn.dpId}`}
      />
      <Button disabled={disabled} onClick={() => onChange(text)} data-testid={`control-send-${fn.dpId}`}>
        {t('debugging.controls.send')}
      </Button>
    </Space.Compact>
  );
}

function FaultBits({ fn, value }: { fn: Extract<ProductFunction, { dataType: 'fault' }>; value: DpValue | undefined }) {
  const { t } = useTranslation();
  const bits = typeof value === 'number' ? value : 0;
  const set = fn.faultBits.filter((_bit, i) => (bits & (1 << i)) !== 0);
  if (set.length === 0) return <Tag color="success">{t('debugging.controls.noFault')}</Tag>;
  return (
    <span className={styles.tags}>
      {set.map((bit) => (
        <Tag key={bit.name} color="error">
          {bit.name}
        </Tag>
      ))}
    </span>
  );
}

function Control(props: Props) {
  const { fn, shown, onChange } = props;
  // Report-only functions show their value in the same control, which cannot be used.
  const disabled = props.disabled || fn.rwFlag === 'ro';
  switch (fn.dataType) {
    case 'bool':
      return <Switch checked={shown === true} disabled={disabled} onChange={(v) => onChange(v)} data-testid={`control-switch-${fn.dpId}`} />;
    case 'value':
      return <ValueControl {...props} fn={fn} disabled={disabled} />;
    case 'enum':
      return (
        <Select
          className={styles.select}
          value={typeof shown === 'string' ? shown : undefined}
          disabled={disabled}
          options={fn.enumValues.map((e) => ({ value: e.value, label: `${e.name} (${e.value})` }))}
          onChange={(v: string) => onChange(v)}
          data-testid={`control-select-${fn.dpId}`}
        />
      );
    case 'string':
    case 'raw':
      return <TextControl {...props} fn={fn} disabled={disabled} />;
    case 'fault':
      // Faults are the device's to report: their bits show as the reported value.
      return null;
  }
}

/** One function: its name, DP ID and direction, the control its type calls for, the last reported value and the last control's ack. */
export function FunctionControl(props: Props) {
  const { t } = useTranslation();
  const { fn, reported, status } = props;
  return (
    <div className={styles.function} data-testid="debug-function" data-dp={fn.dpId}>
      <div className={styles.functionHead}>
        <Typography.Text strong>{fn.name}</Typography.Text>
        <Typography.Text type="secondary" className={styles.mono}>
          {fn.dpId} · {fn.identifier}
        </Typography.Text>
        {fn.rwFlag !== 'rw' && <Tag className={styles.rwTag}>{t(`debugging.rw.${fn.rwFlag}`)}</Tag>}
        {status && <AckStatus ack={status.ack} testId={`control-status-${fn.dpId}`} />}
      </div>
      <Control {...props} />
      <div className={styles.reported} data-testid={`reported-${fn.dpId}`}>
        {fn.rwFlag === 'wo' ? (
          <Typography.Text type="secondary">{t('debugging.controls.sendOnly')}</Typography.Text>
        ) : fn.dataType === 'fault' ? (
          <FaultBits fn={fn} value={reported} />
        ) : (
          <>
            <Typography.Text type="secondary">{t('debugging.controls.reported')}: </Typography.Text>
            {reported === undefined || reported === '' ? (
              <Typography.Text type="secondary">{t(reported === '' ? 'debugging.controls.emptyValue' : 'debugging.controls.none')}</Typography.Text>
            ) : (
              <span className={styles.mono} data-testid={`reported-value-${fn.dpId}`}>
                {formatDpValue(fn, reported)}
              </span>
            )}
          </>
        )}
      </div>
    </div>
  );
}
