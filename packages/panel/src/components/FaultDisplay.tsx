import { Tag } from 'antd';
import { activeFaults } from '../format.ts';
import { labelStyle, rowStyle } from '../styles.ts';
import { word } from '../texts.ts';
import type { BoundProps } from './types.ts';

/** The faults the device reports now, by name; a calm tag while there is none. */
export function FaultDisplay({ fn, label, value, lang }: BoundProps<'fault'>) {
  const faults = activeFaults(fn, value);
  return (
    <div style={rowStyle}>
      <span style={labelStyle}>{label}</span>
      <span>
        {faults.length === 0 ? (
          <Tag color="success">{word(lang, 'noFault')}</Tag>
        ) : (
          faults.map((name) => (
            <Tag key={name} color="error">
              {name}
            </Tag>
          ))
        )}
      </span>
    </div>
  );
}
