import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { NotificationOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NoticeBanner as Banner } from '@iotc/shared/notices';
import { useSessionStore } from '@/lib/session';
import { noticeDetailPath } from '@/features/notices/paths';
import styles from './NoticeBanner.module.css';

/**
 * The latest notice addressed to the user, announced once (spec 000 §2): shown when the store's banner
 * is one not shown before, and recorded as shown at once, so neither a reload nor the next visit brings
 * it back. It stays on screen for this visit until closed or replaced by a newer notice.
 */
export function NoticeBanner() {
  const { t } = useTranslation();
  const banner = useSessionStore((s) => s.noticeBanner);
  const shownBannerId = useSessionStore((s) => s.shownBannerId);
  const setShownBannerId = useSessionStore((s) => s.setShownBannerId);
  const [showing, setShowing] = useState<Banner | null>(null);

  useEffect(() => {
    if (banner && banner.id !== shownBannerId) {
      setShowing(banner);
      setShownBannerId(banner.id);
    } else if (!banner) {
      // The notice was deleted and none is left.
      setShowing(null);
    }
  }, [banner, shownBannerId, setShownBannerId]);

  if (!showing) return null;
  return (
    <Alert
      className={styles.banner}
      type="info"
      icon={<NotificationOutlined />}
      showIcon
      closable
      onClose={() => setShowing(null)}
      data-testid="notice-banner"
      message={
        <Link to={noticeDetailPath(showing.id)} className={styles.link} data-testid="notice-banner-link">
          <span className={styles.label}>{t('dashboard.banner.label')}</span>
          <span className={styles.title}>{showing.title}</span>
          <RightOutlined className={styles.arrow} />
        </Link>
      }
    />
  );
}
