import { addressOf, type StaticProps } from './staticProps.ts';

export function ImagePart({ component, text, assetUrl }: StaticProps) {
  const src = addressOf(component.props.src, assetUrl);
  if (!src) return null;
  return <img src={src} alt={text} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />;
}
