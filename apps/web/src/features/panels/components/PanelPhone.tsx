import type { ReactNode } from 'react';
import styles from './panels.module.css';

/** The phone's screen in CSS pixels: 3:4, the spec's panel preview ratio (001 §9). */
export const PHONE_WIDTH = 360;
export const PHONE_HEIGHT = 480;

/**
 * A panel at a phone's size, scrolling inside. With `scale` below 1 it is a thumbnail: drawn smaller (the same
 * layout, shrunk) and not touchable.
 */
export function PanelPhone({ children, scale = 1, testId }: { children: ReactNode; scale?: number; testId?: string }) {
  const thumbnail = scale < 1;
  return (
    <div
      className={thumbnail ? `${styles.phone} ${styles.thumbnail}` : styles.phone}
      style={{ width: PHONE_WIDTH * scale + 2, height: PHONE_HEIGHT * scale + 2 }}
      aria-hidden={thumbnail || undefined}
      data-testid={testId}
    >
      <div className={styles.screen} style={thumbnail ? { transform: `scale(${scale})` } : undefined}>
        {children}
      </div>
    </div>
  );
}
