import { Button } from 'antd';
import { valueText } from '../format.ts';
import type { BoundProps } from './types.ts';

/** A button that sends one fixed value (a curtain's "open"); unlabelled, it reads as that value. */
export function ValueButtonControl({ component, fn, text, disabled, send, lang }: BoundProps) {
  const value = component.props.value;
  if (value === undefined) return null;
  return (
    <Button type="primary" ghost block autoInsertSpace={false} disabled={disabled} onClick={() => send(value)} style={{ height: '100%' }}>
      {text || valueText(fn, value, lang)}
    </Button>
  );
}
