import { Switch } from 'antd';
import { labelStyle, rowStyle } from '../styles.ts';
import type { BoundProps } from './types.ts';

/** A bool data point on a switch; a tall tile shows a big one. */
export function SwitchControl({ component, label, value, disabled, send }: BoundProps<'bool'>) {
  const big = component.layout.h > 1;
  return (
    <div style={big ? { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 } : rowStyle}>
      <span style={labelStyle}>{label}</span>
      <Switch checked={value === true} disabled={disabled} onChange={(checked) => send(checked)} style={big ? { transform: 'scale(1.6)', margin: 8 } : undefined} />
    </div>
  );
}
