import { useState } from 'react';
import { Button, Card, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import { type NoticeAdminItem, NoticeAudience } from '@iotc/shared/notices';
import { AddButton } from '@/components/ListActions';
import { DataList, type DataListColumn } from '@/components/DataList';
import listStyles from '@/components/DataList.module.css';
import { KeywordSearch } from '@/components/KeywordSearch';
import { usePaging } from '@/components/usePaging';
import { confirm, toast } from '@/lib/feedback';
import { formatTime, zoneTitle } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { NoticeContent } from '../components/NoticeContent';
import { PublishNoticeModal } from '../components/PublishNoticeModal';
import { useDeleteNotice, usePublishedNotices } from '../hooks';
import styles from './NoticeAdminPage.module.css';

/** /system/notice/index (operators): published notices with their read counts; publish and delete. */
export default function NoticeAdminPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const { pageNo, setPageNo } = paging;
  const [publishing, setPublishing] = useState(false);
  const query = usePublishedNotices({ keyword: keyword || undefined, pageNo, pageSize: paging.pageSize });
  const remove = useDeleteNotice();
  const canDelete = usePermission(Perm.noticeDelete);

  const askDelete = (notice: NoticeAdminItem) =>
    confirm({
      title: t('notices.admin.deleteTitle'),
      content: t('notices.admin.deleteConfirm', { title: notice.title }),
      okText: t('notices.admin.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remove.mutateAsync(notice.id).then(
          () => toast.success(t('notices.admin.deleted')),
          // The request client has shown the server's message.
          () => undefined,
        );
        // A page emptied by the delete steps back one.
        if (query.data && query.data.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
      },
    });

  const columns: DataListColumn<NoticeAdminItem>[] = [
    {
      key: 'title',
      title: t('notices.admin.column.title'),
      dataIndex: 'title',
      render: (title: string) => <span className={styles.title}>{title}</span>,
    },
    {
      key: 'audience',
      title: t('notices.admin.column.audience'),
      width: 150,
      render: (_: unknown, notice: NoticeAdminItem) =>
        notice.audience === NoticeAudience.All ? (
          <Tag color="blue">{t('notices.admin.audienceAll')}</Tag>
        ) : (
          <Tag>{t('notices.admin.audienceUsers')}</Tag>
        ),
    },
    {
      key: 'read',
      title: t('notices.admin.column.read'),
      width: 110,
      render: (_: unknown, notice: NoticeAdminItem) => (
        <span data-testid="notice-read-count">{t('notices.admin.readOf', { read: notice.readCount, total: notice.recipientCount })}</span>
      ),
    },
    {
      key: 'publisher',
      title: t('notices.admin.column.publisher'),
      width: 180,
      render: (_: unknown, notice: NoticeAdminItem) => notice.publisherName ?? t('notices.admin.platform'),
    },
    {
      key: 'publishedAt',
      title: zoneTitle(t('notices.admin.column.publishedAt')),
      width: 180,
      render: (_: unknown, notice: NoticeAdminItem) => formatTime(notice.publishedAt),
    },
    ...(canDelete
      ? [
          {
            key: 'actions',
            title: t('notices.admin.column.actions'),
            width: 100,
            render: (_: unknown, notice: NoticeAdminItem) => (
              <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={() => askDelete(notice)} data-testid="notice-delete">
                {t('notices.admin.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('notices.admin.title')}
      extra={
        <AddButton perm={Perm.noticePublish} testId="notice-publish" onClick={() => setPublishing(true)}>
          {t('notices.admin.publish')}
        </AddButton>
      }
    >
      <DataList<NoticeAdminItem>
        name="noticesPublished"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="notices.admin"
        totalText={(text) => <Typography.Text type="secondary">{text}</Typography.Text>}
        table={{
          scroll: { x: 860 },
          expandable: {
            // The content, as the users see it.
            expandedRowRender: (notice) => (
              <div className={styles.content}>
                <NoticeContent content={notice.content} format={notice.format} />
              </div>
            ),
          },
        }}
        empty={{ description: keyword ? t('notices.admin.emptySearch', { keyword }) : undefined }}
        loadFailed={{ retryText: t('notices.admin.retry') }}
        filters={<KeywordSearch className={listStyles.search} placeholder={t('notices.admin.search')} onSearch={paging.firstPage(setKeyword)} />}
      />
      <PublishNoticeModal open={publishing} onClose={() => setPublishing(false)} />
    </Card>
  );
}
