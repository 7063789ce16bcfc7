import type { StaticProps } from './staticProps.ts';

/** A link opens in a new tab (or the app's browser), never with access to the panel's window. */
export function LinkPart({ component, text }: StaticProps) {
  const href = component.props.href ?? '';
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text || href}
    </a>
  );
}
