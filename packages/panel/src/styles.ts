import type { CSSProperties } from 'react';
import { PANEL_GRID_COLUMNS, PANEL_GRID_ROW_PX } from '@iotc/shared';
import type { PanelLayout, PanelStyle } from '@iotc/shared/panels';

/** Gap between grid cells, in px (rows are PANEL_GRID_ROW_PX high). */
const GAP = 8;

/** The 4-column grid of a page or a group: components flow in order, a later narrow one fills a hole left above. */
export const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: `repeat(${PANEL_GRID_COLUMNS}, 1fr)`,
  gridAutoRows: `${PANEL_GRID_ROW_PX}px`,
  gridAutoFlow: 'row dense',
  gap: GAP,
};

/** A component's place: layout.w columns by layout.h rows. */
export function cellStyle(layout: PanelLayout): CSSProperties {
  return { gridColumn: `span ${layout.w}`, gridRow: `span ${layout.h}`, minWidth: 0 };
}

/** The white tile controls, displays and groups sit on. */
export const cardStyle: CSSProperties = {
  background: '#ffffff',
  borderRadius: 12,
  padding: '8px 12px',
  boxSizing: 'border-box',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 4,
};

/** A component's own style from the document; a font is the document's font by name. */
export function ownStyle(style: PanelStyle): CSSProperties {
  const own: CSSProperties = { color: style.color, background: style.background, fontSize: style.fontSize, fontFamily: style.fontFamily, textAlign: style.align };
  // Unset fields leave the tile's defaults (a spread `undefined` would erase them).
  return Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined));
}

export const labelStyle: CSSProperties = { fontSize: 13, opacity: 0.7, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
/** A label on the left, its control on the right. */
export const rowStyle: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 };
