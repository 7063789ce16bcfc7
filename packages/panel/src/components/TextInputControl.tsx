import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { utf8Length } from '@iotc/shared';
import { labelStyle } from '../styles.ts';
import { word } from '../texts.ts';
import type { BoundProps } from './types.ts';

/** A string data point: typed, then sent with the button or Enter; a text over the model's byte length is not sent. */
export function TextInputControl({ fn, label, value, disabled, lang, send }: BoundProps<'string'>) {
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const blocked = disabled || utf8Length(text) > fn.maxLength;
  const submit = () => {
    if (!blocked) send(text);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span style={labelStyle}>{label}</span>
      <Space.Compact style={{ width: '100%' }}>
        <Input value={text} count={{ max: fn.maxLength, strategy: utf8Length }} disabled={disabled} onChange={(e) => setText(e.target.value)} onPressEnter={submit} />
        <Button type="primary" disabled={blocked} onClick={submit}>
          {word(lang, 'send')}
        </Button>
      </Space.Compact>
    </div>
  );
}
