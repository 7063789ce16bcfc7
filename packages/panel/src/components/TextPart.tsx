import type { StaticProps } from './staticProps.ts';

export function TextPart({ text }: StaticProps) {
  return <div style={{ whiteSpace: 'pre-wrap', overflow: 'hidden' }}>{text}</div>;
}
