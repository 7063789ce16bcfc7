import { Button, Card, Divider, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@iotc/shared';
import { formatTime } from '@/lib/format';
import { ApiError } from '@/lib/request';
import { NoticeContent } from '../components/NoticeContent';
import { useNoticeDetail } from '../hooks';
import { NOTICE_LIST_PATH } from '../paths';
import styles from './NoticeDetailPage.module.css';

/** /notice/detail/index?id=: one notice; opening it marks it read (the bell follows). */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useNoticeDetail(id);

  const back = (
    <Link to={NOTICE_LIST_PATH} data-testid="notice-back">
      <ArrowLeftOutlined /> {t('notices.detail.back')}
    </Link>
  );

  const notFound = !id || (query.error instanceof ApiError && query.error.code === ErrorCode.NotFound);
  let body;
  if (notFound) {
    body = (
      <Result
        status="404"
        title={t('notices.detail.notFound')}
        subTitle={t('notices.detail.notFoundHint')}
        extra={<Link to={NOTICE_LIST_PATH}>{t('notices.detail.back')}</Link>}
      />
    );
  } else if (query.isError) {
    body = (
      <Result
        status="warning"
        title={t('notices.detail.loadFailed')}
        subTitle={query.error instanceof ApiError ? query.error.msg : undefined}
        extra={
          <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('notices.detail.retry')}
          </Button>
        }
      />
    );
  } else if (query.isPending) {
    body = <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 8 }} />;
  } else {
    const notice = query.data;
    body = (
      <article data-testid="notice-detail">
        <Typography.Title level={3} className={styles.title}>
          {notice.title}
        </Typography.Title>
        <Typography.Text type="secondary">{t('notices.detail.publishedAt', { time: formatTime(notice.publishedAt) })}</Typography.Text>
        <Divider />
        <NoticeContent content={notice.content} format={notice.format} />
      </article>
    );
  }

  return (
    <Card className={styles.card} title={back}>
      {body}
    </Card>
  );
}
