import { Input } from 'antd';
import { utf8Length } from '@iotc/shared';
import { labelStyle } from '../styles.ts';
import { word } from '../texts.ts';
import type { BoundProps } from './types.ts';

/**
 * A string data point: typed, then sent with the button or Enter; a text over the model's byte length
 * is marked and not sent. (The input keeps its own text: its value reaches us only on send, which
 * keeps the component free of DOM types, as the server renders it too.)
 */
export function TextInputControl({ fn, label, value, disabled, lang, send }: BoundProps<'string'>) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span style={labelStyle}>{label}</span>
      <Input.Search
        defaultValue={typeof value === 'string' ? value : ''}
        count={{ max: fn.maxLength, strategy: utf8Length }}
        disabled={disabled}
        enterButton={word(lang, 'send')}
        onSearch={(text) => {
          if (!disabled && utf8Length(text) <= fn.maxLength) send(text);
        }}
      />
    </div>
  );
}
