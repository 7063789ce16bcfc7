import { panelText } from '../texts.ts';
import type { StaticProps } from './staticProps.ts';

export function TextPart({ component, lang }: StaticProps) {
  return <div style={{ whiteSpace: 'pre-wrap', overflow: 'hidden' }}>{panelText(component.props.text, lang)}</div>;
}
