import { Badge, Button, Card, Empty, List, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatZonedTime } from '@/lib/format';
import { useNoticeList } from '@/features/notices/hooks';
import { NOTICE_LIST_PATH, noticeDetailPath } from '@/features/notices/paths';
import styles from './LatestNotices.module.css';

const LATEST = { pageNo: 1, pageSize: 5 };

/** The five newest notices of the user, unread ones marked, with a way to all of them. */
export function LatestNotices() {
  const { t } = useTranslation();
  const query = useNoticeList(LATEST);

  let body;
  if (query.isError) {
    body = (
      <Result
        status="warning"
        title={t('dashboard.notices.loadFailed')}
        extra={
          <Button loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('dashboard.notices.retry')}
          </Button>
        }
      />
    );
  } else if (!query.data) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (query.data.list.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.notices.empty')} />;
  } else {
    body = (
      <List
        dataSource={query.data.list}
        renderItem={(notice) => (
          <List.Item className={styles.item} data-testid="latest-notice">
            <Link to={noticeDetailPath(notice.id)} className={styles.link}>
              <Badge status={notice.read ? 'default' : 'processing'} />
              <span className={notice.read ? styles.title : `${styles.title} ${styles.unread}`}>{notice.title}</span>
            </Link>
            <Typography.Text type="secondary" className={styles.time}>
              {formatZonedTime(notice.publishedAt)}
            </Typography.Text>
          </List.Item>
        )}
      />
    );
  }

  return (
    <Card
      title={t('dashboard.notices.title')}
      extra={<Link to={NOTICE_LIST_PATH} data-testid="latest-notices-all">{t('dashboard.notices.all')}</Link>}
      className={styles.card}
    >
      {body}
    </Card>
  );
}
