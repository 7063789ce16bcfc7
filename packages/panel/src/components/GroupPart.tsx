import type { ReactNode } from 'react';
import { gridStyle } from '../styles.ts';

/** A group: a card with its title over its own 4-column grid of components. */
export function GroupPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%', overflow: 'auto' }}>
      {title && <strong>{title}</strong>}
      <div style={gridStyle}>{children}</div>
    </div>
  );
}
