import { Image } from 'antd';
import type { PairingMediaType } from '@iotc/shared/networkGuide';
import styles from './NetworkGuide.module.css';

/** A step's image (with a larger preview on click) or its video with the player's controls. */
export function GuideMedia({ type, url, alt }: { type: PairingMediaType; url: string; alt: string }) {
  return (
    <div className={styles.media}>
      {type === 'video' ? (
        <video className={styles.mediaContent} src={url} controls preload="metadata" aria-label={alt} />
      ) : (
        <Image className={styles.mediaContent} src={url} alt={alt} />
      )}
    </div>
  );
}
