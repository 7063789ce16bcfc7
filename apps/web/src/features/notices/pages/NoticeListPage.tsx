import { useState } from 'react';
import { Badge, Button, Card, Segmented, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type NoticeItem, NoticeReadFilter } from '@iotc/shared/notices';
import { DataList } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { usePaging } from '@/components/usePaging';
import { toast } from '@/lib/feedback';
import { formatZonedTime } from '@/lib/format';
import { useSessionStore } from '@/lib/session';
import { useNoticeList, useReadNotices } from '../hooks';
import { noticeDetailPath } from '../paths';
import styles from './NoticeListPage.module.css';

/** /notice/index: the user's notices, newest first, unread ones marked; all or unread only; title search. */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<NoticeReadFilter>(NoticeReadFilter.All);
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const query = useNoticeList({ status, keyword: keyword || undefined, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const readAll = useReadNotices();
  const storeUnread = useSessionStore((s) => s.noticeUnread);
  // The store's flag may not have arrived yet; an unread row on screen is as good a sign.
  const anyUnread = storeUnread || Boolean(query.data?.list.some((notice) => !notice.read));

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
      <DataList<NoticeItem>
        name="notices"
        query={query}
        rowKey="id"
        paging={paging}
        texts="notices.list"
        rowTestId="notice-item"
        empty={{ description: emptyText }}
        loadFailed={{ retryText: t('notices.list.retry') }}
        filters={
          <>
            <Segmented<NoticeReadFilter>
              value={status}
              onChange={paging.firstPage(setStatus)}
              options={[
                { value: NoticeReadFilter.All, label: t('notices.list.all') },
                { value: NoticeReadFilter.Unread, label: t('notices.list.unread') },
              ]}
              data-testid="notice-filter"
            />
            <KeywordSearch className={listStyles.search} placeholder={t('notices.list.search')} onSearch={paging.firstPage(setKeyword)} testId="notice-search" />
          </>
        }
        card={(notice) => (
          <div className={styles.item}>
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
              {formatZonedTime(notice.publishedAt)}
            </Typography.Text>
          </div>
        )}
      />
    </Card>
  );
}
