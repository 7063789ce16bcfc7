import { useState } from 'react';
import { Button, Empty, Table, Tag, Typography } from 'antd';
import { KeywordSearch } from '@/components/KeywordSearch';
import { useTranslation } from 'react-i18next';
import type { NoticeRecipient } from '@iotc/shared/notices';
import { useRecipientSearch } from '../hooks';
import styles from './RecipientPicker.module.css';

const PAGE_SIZE = 8;

interface RecipientPickerProps {
  value?: NoticeRecipient[];
  onChange?: (value: NoticeRecipient[]) => void;
}

/**
 * Chooses the users a notice goes to: search by account or name, tick users page by page (choices
 * stay across pages and searches), the chosen ones listed as tags above.
 */
export function RecipientPicker({ value = [], onChange }: RecipientPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = useRecipientSearch({ keyword: keyword || undefined, pageNo, pageSize: PAGE_SIZE });
  const chosen = new Map(value.map((user) => [user.id, user]));

  const setChosen = (next: Map<string, NoticeRecipient>) => onChange?.([...next.values()]);

  return (
    <div className={styles.picker} data-testid="recipient-picker">
      <div className={styles.chosen}>
        {value.length === 0 ? (
          <Typography.Text type="secondary">{t('notices.picker.none')}</Typography.Text>
        ) : (
          <>
            <Typography.Text strong>{t('notices.picker.selected', { count: value.length })}</Typography.Text>
            {value.map((user) => (
              <Tag
                key={user.id}
                closable
                onClose={(event) => {
                  event.preventDefault();
                  const next = new Map(chosen);
                  next.delete(user.id);
                  setChosen(next);
                }}
              >
                {user.account}
              </Tag>
            ))}
            <Button type="link" size="small" onClick={() => onChange?.([])}>
              {t('notices.picker.clear')}
            </Button>
          </>
        )}
      </div>
      <KeywordSearch
        placeholder={t('notices.picker.search')}
        onSearch={(keyword) => {
          setKeyword(keyword);
          setPageNo(1);
        }}
        testId="recipient-search"
      />
      <Table<NoticeRecipient>
        size="small"
        rowKey="id"
        className={styles.table}
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        scroll={{ x: 360 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={query.isError ? t('notices.picker.loadFailed') : t('notices.picker.empty')}
            />
          ),
        }}
        columns={[
          { key: 'account', title: t('notices.picker.account'), dataIndex: 'account', ellipsis: true },
          { key: 'userName', title: t('notices.picker.name'), dataIndex: 'userName', ellipsis: true },
        ]}
        rowSelection={{
          selectedRowKeys: [...chosen.keys()],
          preserveSelectedRowKeys: true,
          // Ticks on this page only; choices made on other pages are kept as they are.
          onSelect: (user, selected) => {
            const next = new Map(chosen);
            if (selected) next.set(user.id, user);
            else next.delete(user.id);
            setChosen(next);
          },
          onSelectAll: (selected, _rows, changed) => {
            const next = new Map(chosen);
            for (const user of changed) {
              if (selected) next.set(user.id, user);
              else next.delete(user.id);
            }
            setChosen(next);
          },
        }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          size: 'small',
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
    </div>
  );
}
