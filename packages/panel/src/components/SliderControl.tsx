import { useState } from 'react';
import { Slider } from 'antd';
import { scaledText } from '../format.ts';
import { labelStyle, rowStyle } from '../styles.ts';
import type { BoundProps } from './types.ts';

/**
 * A value data point on a slider. The slider works on the device's integers (range and step from the
 * model), so every position is on a step; it shows them scaled. It sends once, where the drag ends.
 */
export function SliderControl({ fn, label, value, disabled, send }: BoundProps<'value'>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = dragged ?? (typeof value === 'number' ? value : fn.min);
  return (
    <div>
      <div style={rowStyle}>
        <span style={labelStyle}>{label}</span>
        <span>{scaledText(fn, shown)}</span>
      </div>
      <Slider
        min={fn.min}
        max={fn.max}
        step={fn.step}
        value={shown}
        disabled={disabled}
        tooltip={{ formatter: (v) => (v === undefined ? '' : scaledText(fn, v)) }}
        onChange={setDragged}
        onChangeComplete={(v) => {
          setDragged(null);
          send(v);
        }}
        style={{ margin: '4px 6px' }}
      />
    </div>
  );
}
