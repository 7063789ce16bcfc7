import { useState } from 'react';
import { Badge, Button, Card, Empty, List, Segmented, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoticeReadFilter } from '@iotc/shared/notices';
import { ListToolbar } from '@/components/ListToolbar';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { usePaging } from '@/components/usePaging';
import { toast } from '@/lib/feedback';
import { formatTime } from '@/lib/format';
import { useSessionStore } from '@/lib/session';
import { useNoticeList, useReadNotices } from '../hooks';
import { noticeDetailPath } from '../paths';
import styles from './NoticeListPage.module.css';

/** /notice/index: the user's notices, newest first, unread ones marked; all or unread only; title search. */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<NoticeReadFilter>(NoticeReadFilter.All);
  const [keyword, setKeyword] = useState('');
  const { pageNo, pageSize, firstPage, pagination } = usePaging();
  const query = useNoticeList({ status, keyword: keyword || undefined, pageNo, pageSize });
  const readAll = useReadNotices();
  const storeUnread = useSessionStore((s) => s.noticeUnread);
  const page = query.data;
  // The store's flag may not have arrived yet; an unread row on screen is as good a sign.
  const anyUnread = storeUnread || Boolean(page?.list.some((notice) => !notice.read));

  const markAllRead = async () => {
    const result = await readAll.mutateAsync({ all: true }).catch(() => null);
    if (result) toast.success(t('notices.list.readAllDone'));
  };

  const emptyText = keyword
    ? t('notices.list.emptySearch', { keyword })
    : status === NoticeReadFilter.Unread
      ? t('notices.list.emptyUnread')
      : t('notices.list.empty');

  return (
    <Card
      className={styles.card}
      title={t('notices.list.title')}
      extra={
        <Button
          icon={<CheckOutlined />}
          disabled={!anyUnread}
          loading={readAll.isPending}
          onClick={() => void markAllRead()}
          data-testid="notice-read-all"
        >
          {t('notices.list.readAll')}
        </Button>
      }
    >
      <ListToolbar spread searchPlaceholder={t('notices.list.search')} onSearch={firstPage(setKeyword)} searchTestId="notice-search">
        <Segmented<NoticeReadFilter>
          value={status}
          onChange={firstPage(setStatus)}
          options={[
            { value: NoticeReadFilter.All, label: t('notices.list.all') },
            { value: NoticeReadFilter.Unread, label: t('notices.list.unread') },
          ]}
          data-testid="notice-filter"
        />
      </ListToolbar>
      {query.isError ? (
        <LoadFailedResult query={query} title={t('notices.list.loadFailed')} retryText={t('notices.list.retry')} />
      ) : (
        <List
          className={styles.list}
          loading={query.isFetching}
          dataSource={page?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
          pagination={pagination(page?.total, (total) => t('notices.list.total', { total }))}
          renderItem={(notice) => (
            <List.Item className={styles.item} data-testid="notice-item" data-id={notice.id}>
              <Link to={noticeDetailPath(notice.id)} className={styles.link}>
                <Badge dot={!notice.read} offset={[-2, 4]}>
                  <span className={notice.read ? styles.title : `${styles.title} ${styles.unreadTitle}`}>{notice.title}</span>
                </Badge>
                {!notice.read && (
                  <Tag color="blue" className={styles.unreadTag} data-testid="notice-unread-mark">
                    {t('notices.list.unreadMark')}
                  </Tag>
                )}
              </Link>
              <Typography.Text type="secondary" className={styles.time}>
                {formatTime(notice.publishedAt)}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
