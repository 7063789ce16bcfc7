import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatZonedTime } from '@/lib/format';
import { QueryDetailCard, useAddressedItem } from '@/components/QueryDetailCard';
import { NoticeContent } from '../components/NoticeContent';
import { useNoticeDetail } from '../hooks';
import { NOTICE_LIST_PATH } from '../paths';
import styles from './NoticeDetailPage.module.css';

/** /notice/detail/index?id=: one notice; opening it marks it read (the bell follows). */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedItem('id', useNoticeDetail);

  return (
    <QueryDetailCard
      id={id}
      query={query}
      back={{ to: NOTICE_LIST_PATH, text: t('notices.detail.back'), testId: 'notice-back' }}
      texts="notices.detail"
      notFoundHint
      retryText={t('notices.detail.retry')}
      skeleton={{ title: { width: '50%' }, paragraph: { rows: 8 } }}
      className={styles.card}
    >
      {(notice) => (
        <article data-testid="notice-detail">
          <Typography.Title level={3} className={styles.title}>
            {notice.title}
          </Typography.Title>
          <Typography.Text type="secondary">{t('notices.detail.publishedAt', { time: formatZonedTime(notice.publishedAt) })}</Typography.Text>
          <Divider />
          <NoticeContent content={notice.content} format={notice.format} />
        </article>
      )}
    </QueryDetailCard>
  );
}
