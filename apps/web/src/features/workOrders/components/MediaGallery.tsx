import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkOrderMedia } from '@iotc/shared/workOrders';
import styles from './MediaGallery.module.css';

/** The attachments of a message: image thumbnails that open a preview, videos with their player. */
export function MediaGallery({ media }: { media: readonly WorkOrderMedia[] }) {
  const { t } = useTranslation();
  if (media.length === 0) return null;
  return (
    <div className={styles.gallery} data-testid="work-order-media">
      <Image.PreviewGroup>
        {media.map((item) =>
          item.kind === 'image' ? (
            <Image
              key={item.url}
              src={item.url}
              width={96}
              height={96}
              className={styles.thumb}
              alt={t('workOrders.media.image', { name: item.fileName })}
              data-testid="work-order-image"
            />
          ) : (
            <video
              key={item.url}
              className={styles.video}
              src={item.url}
              controls
              preload="metadata"
              aria-label={t('workOrders.media.video', { name: item.fileName })}
              data-testid="work-order-video"
            />
          ),
        )}
      </Image.PreviewGroup>
    </div>
  );
}
