import { Segmented, Select } from 'antd';
import { labelStyle } from '../styles.ts';
import type { BoundProps } from './types.ts';

/** Up to this many enum values show side by side; more open a list. */
const SEGMENTED_MAX = 4;

/** An enum data point: its values by name, from the model. */
export function EnumSelectControl({ fn, label, value, disabled, send }: BoundProps<'enum'>) {
  const options = fn.enumValues.map((e) => ({ label: e.name, value: e.value }));
  const selected = typeof value === 'string' ? value : undefined;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span style={labelStyle}>{label}</span>
      {options.length <= SEGMENTED_MAX ? (
        // A Segmented always shows one value: with none reported yet, none is marked.
        <Segmented block options={options} value={selected ?? ''} disabled={disabled} onChange={(v) => send(v)} />
      ) : (
        <Select options={options} value={selected} disabled={disabled} onChange={(v: string) => send(v)} style={{ width: '100%' }} />
      )}
    </div>
  );
}
