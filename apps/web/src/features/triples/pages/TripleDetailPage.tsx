import { useState, type HTMLAttributes } from 'react';
import { Card, Empty, Result, Select, Table, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Triple } from '@iotc/shared/triples';
import { KeywordSearch } from '@/components/KeywordSearch';
import { LoadFailedResult } from '@/components/LoadFailedResult';
import { usePaging } from '@/components/usePaging';
import { ActiveTag } from '@/features/devices/components/DeviceTags';
import { TimeCell } from '@/features/devices/components/TimeCell';
import devices from '@/features/devices/components/devices.module.css';
import { deviceDetailPath } from '@/features/devices/paths';
import { PasswordCell } from '../components/PasswordCell';
import styles from '../components/triples.module.css';
import { useExportCount, useTriples } from '../hooks';
import { TRIPLE_LIST_PATH } from '../paths';
import pageCard from '@/components/PageCard.module.css';

type Binary = 0 | 1;

function TripleTable({ generationId }: { generationId: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [activated, setActivated] = useState<Binary | undefined>();
  const { pageNo, pageSize, firstPage, pagination: pager } = usePaging();
  const query = useTriples({ generationId, keyword: keyword || undefined, activated, pageNo, pageSize });
  const exportCount = useExportCount(generationId);
  const page = query.data;
  const mono = (text: string | null) => <span className={devices.mono}>{text ?? '-'}</span>;

  const columns: TableColumnsType<Triple> = [
    {
      key: 'deviceId',
      title: t('triples.column.deviceId'),
      width: 180,
      render: (_: unknown, triple) =>
        triple.activated ? (
          <Link to={deviceDetailPath(triple.deviceId)} className={devices.mono}>
            {triple.deviceId}
          </Link>
        ) : (
          mono(triple.deviceId)
        ),
    },
    { key: 'username', title: t('triples.column.username'), width: 130, render: (_: unknown, triple) => mono(triple.username) },
    {
      key: 'password',
      title: t('triples.column.password'),
      width: 170,
      render: (_: unknown, triple) => <PasswordCell password={triple.password} testId={`triple-password-${triple.deviceId}`} />,
    },
    { key: 'sn', title: t('triples.column.sn'), width: 110, render: (_: unknown, triple) => mono(triple.sn) },
    { key: 'mac', title: t('triples.column.mac'), width: 150, render: (_: unknown, triple) => <span className={devices.time}>{mono(triple.mac)}</span> },
    { key: 'batch', title: t('triples.column.batch'), width: 90, render: (_: unknown, triple) => triple.batch ?? '-' },
    { key: 'activated', title: t('triples.column.activated'), width: 100, render: (_: unknown, triple) => <ActiveTag status={triple.activated ? 1 : 0} /> },
    { key: 'exportCount', title: t('triples.column.exportCount'), width: 80, align: 'right', dataIndex: 'exportCount' },
    { key: 'createdAt', title: t('triples.column.createdAt'), width: 110, render: (_: unknown, triple) => <TimeCell time={triple.createdAt} /> },
  ];

  const filtered = Boolean(keyword) || activated !== undefined;
  const first = page?.list[0];

  return (
    <>
      <div className={`${devices.headTitle} ${styles.exportCount}`}>
        {first && (
          <Typography.Title level={5} className={devices.headName} data-testid="triple-generation">
            {[first.productName, first.batch].filter(Boolean).join(' / ')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary" data-testid="triple-export-count">
          {exportCount.data === undefined ? null : t('triples.detail.exportCount', { count: exportCount.data })}
        </Typography.Text>
      </div>
      <div className={devices.toolbar}>
        <KeywordSearch className={devices.wideFilter} placeholder={t('triples.detail.search')} onSearch={firstPage(setKeyword)} testId="triple-search" />
        <Select<Binary>
          allowClear
          className={devices.filter}
          value={activated}
          onChange={firstPage((value?: Binary) => setActivated(value ?? undefined))}
          options={[1, 0].map((value) => ({ value: value as Binary, label: t(`devices.active.${value}`) }))}
          placeholder={t('devices.filter.allActive')}
          data-testid="triple-filter-activated"
        />
      </div>
      {query.isError ? (
        <LoadFailedResult query={query} title={t('triples.detail.loadFailed')} retryText={t('common.retry')} showMessage />
      ) : (
        <Table<Triple>
          rowKey="deviceId"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: 1120 }}
          onRow={(triple) => ({ 'data-testid': 'triple-row', 'data-id': triple.deviceId }) as HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: query.isPending ? ' ' : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'triples.detail.noMatch' : 'triples.detail.empty')} data-testid="triple-empty" />
            ),
          }}
          pagination={pager(page?.total, (total) => t('triples.detail.total', { count: total }))}
        />
      )}
    </>
  );
}

/** /manufacture/triple/detail/index?generationId=: the triples of one generation, searched and filtered by activation. */
export default function TripleDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const generationId = params.get('generationId');
  const back = (
    <Link to={TRIPLE_LIST_PATH} data-testid="triple-back">
      <ArrowLeftOutlined /> {t('triples.list.title')}
    </Link>
  );
  return (
    <Card className={pageCard.card} title={back}>
      {generationId ? (
        <TripleTable key={generationId} generationId={generationId} />
      ) : (
        <Result status="404" title={t('triples.detail.notFound')} extra={<Link to={TRIPLE_LIST_PATH}>{t('triples.list.title')}</Link>} />
      )}
    </Card>
  );
}
