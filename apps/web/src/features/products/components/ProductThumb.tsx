import { useState } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import styles from './ProductThumb.module.css';

/** The product's square image, or a neutral tile when it has none or it does not load. */
export function ProductThumb({ src, size = 48, alt = '' }: { src: string | null | undefined; size?: number; alt?: string }) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  if (!src || failed) {
    return (
      <span className={styles.empty} style={{ ...box, fontSize: size / 2.4 }} aria-hidden>
        <AppstoreOutlined />
      </span>
    );
  }
  return <img className={styles.image} style={box} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
