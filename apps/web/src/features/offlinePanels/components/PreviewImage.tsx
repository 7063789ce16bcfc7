import { Image } from 'antd';
import styles from './offlinePanels.module.css';

/** An offline panel's preview image at its 3:4 ratio, `width` pixels wide; a click shows it whole. */
export function PreviewImage({ src, alt, width }: { src: string; alt: string; width: number }) {
  return (
    <div className={styles.preview} style={{ width }}>
      <Image src={src} alt={alt} width={width} height={(width * 4) / 3} className={styles.previewImage} data-testid="offline-preview-image" />
    </div>
  );
}
