import { panelText } from '../texts.ts';
import { addressOf, type StaticProps } from './staticProps.ts';

export function ImagePart({ component, lang, assetUrl }: StaticProps) {
  const src = addressOf(component.props.src, assetUrl);
  if (!src) return null;
  return <img src={src} alt={panelText(component.props.label, lang)} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />;
}
