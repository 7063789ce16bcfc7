import { panelText } from '../texts.ts';
import type { StaticProps } from './staticProps.ts';

/** A link opens in a new tab (or the app's browser), never with access to the panel's window. */
export function LinkPart({ component, lang }: StaticProps) {
  const href = component.props.href ?? '';
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {panelText(component.props.text, lang) || href}
    </a>
  );
}
