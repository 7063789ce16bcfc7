import { useState } from 'react';
import { Badge, Button, Card, Empty, Input, List, Result, Segmented, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoticeReadFilter } from '@iotc/shared';
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
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
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
      <div className={styles.toolbar}>
        <Segmented<NoticeReadFilter>
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNo(1);
          }}
          options={[
            { value: NoticeReadFilter.All, label: t('notices.list.all') },
            { value: NoticeReadFilter.Unread, label: t('notices.list.unread') },
          ]}
          data-testid="notice-filter"
        />
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={t('notices.list.search')}
          onSearch={(text) => {
            setKeyword(text.trim());
            setPageNo(1);
          }}
          data-testid="notice-search"
        />
      </div>
      {query.isError ? (
        <Result
          status="warning"
          title={t('notices.list.loadFailed')}
          extra={
            <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('notices.list.retry')}
            </Button>
          }
        />
      ) : (
        <List
          className={styles.list}
          loading={query.isFetching}
          dataSource={page?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
          pagination={
            page && page.total > 0
              ? {
                  current: pageNo,
                  pageSize,
                  total: page.total,
                  showSizeChanger: true,
                  showTotal: (total) => t('notices.list.total', { total }),
                  onChange: (next, size) => {
                    setPageNo(size === pageSize ? next : 1);
                    setPageSize(size);
                  },
                }
              : false
          }
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
