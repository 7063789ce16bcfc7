import { Button } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { scaledText } from '../format.ts';
import { labelStyle } from '../styles.ts';
import type { BoundProps } from './types.ts';

/** A value data point one step down or up (a thermostat's set-point), the value scaled between the buttons. */
export function StepperControl({ fn, label, value, disabled, send }: BoundProps<'value'>) {
  const current = typeof value === 'number' ? value : null;
  const by = (delta: number) => send(Math.min(fn.max, Math.max(fn.min, (current ?? fn.min) + delta)));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
      <span style={labelStyle}>{label}</span>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Button shape="circle" icon={<MinusOutlined />} disabled={disabled || (current !== null && current <= fn.min)} onClick={() => by(-fn.step)} data-panel-step="down" />
        <span style={{ fontSize: 22, minWidth: 64, textAlign: 'center' }}>{current === null ? '--' : scaledText(fn, current)}</span>
        <Button shape="circle" icon={<PlusOutlined />} disabled={disabled || (current !== null && current >= fn.max)} onClick={() => by(fn.step)} data-panel-step="up" />
      </div>
    </div>
  );
}
