import { PANEL_ICONS } from '../icons.tsx';
import { ASSET_PREFIX, addressOf, type StaticProps } from './staticProps.ts';

/** A built-in icon by name, or an uploaded one (`asset:<id>`). */
export function IconPart({ component, assetUrl }: StaticProps) {
  const ref = component.props.icon;
  const BuiltIn = ref ? PANEL_ICONS[ref] : undefined;
  if (BuiltIn) {
    return (
      <span style={{ fontSize: 28, display: 'flex', justifyContent: 'center' }}>
        <BuiltIn />
      </span>
    );
  }
  const src = ref?.startsWith(ASSET_PREFIX) ? addressOf(ref, assetUrl) : null;
  return src ? <img src={src} alt="" style={{ width: 32, height: 32, margin: '0 auto', display: 'block' }} /> : null;
}
