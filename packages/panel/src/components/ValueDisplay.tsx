import { valueText } from '../format.ts';
import { labelStyle } from '../styles.ts';
import type { BoundProps } from './types.ts';

/** The device's value of a data point: scaled with unit, an enum's name, on / off. */
export function ValueDisplay({ fn, label, value, lang }: BoundProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <span style={labelStyle}>{label}</span>
      <span style={{ fontSize: '1.5em', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{valueText(fn, value, lang)}</span>
    </div>
  );
}
