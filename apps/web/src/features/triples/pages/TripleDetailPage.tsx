import { useState } from 'react';
import { Card, Result, Select, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Triple } from '@iotc/shared/triples';
import { KeywordSearch } from '@/components/KeywordSearch';
import { DataList, type DataListColumn } from '@/components/DataList';
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
import { zoneTitle } from '@/lib/format';

type Binary = 0 | 1;

function TripleTable({ generationId }: { generationId: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [activated, setActivated] = useState<Binary | undefined>();
  const paging = usePaging();
  const query = useTriples({ generationId, keyword: keyword || undefined, activated, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const exportCount = useExportCount(generationId);
  const mono = (text: string | null) => <span className={devices.mono}>{text ?? '-'}</span>;

  const columns: DataListColumn<Triple>[] = [
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
    { key: 'mac', title: t('triples.column.mac'), width: 150, secondary: true, render: (_: unknown, triple) => <span className={devices.time}>{mono(triple.mac)}</span> },
    { key: 'batch', title: t('triples.column.batch'), width: 90, secondary: true, render: (_: unknown, triple) => triple.batch ?? '-' },
    { key: 'activated', title: t('triples.column.activated'), width: 100, render: (_: unknown, triple) => <ActiveTag status={triple.activated ? 1 : 0} /> },
    { key: 'exportCount', title: t('triples.column.exportCount'), width: 80, secondary: true, align: 'right', dataIndex: 'exportCount' },
    { key: 'createdAt', title: zoneTitle(t('triples.column.createdAt')), width: 110, render: (_: unknown, triple) => <TimeCell time={triple.createdAt} /> },
  ];

  const filtered = Boolean(keyword) || activated !== undefined;
  const first = query.data?.list[0];

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
      <DataList<Triple>
        name="triples"
        query={query}
        columns={columns}
        rowKey="deviceId"
        paging={paging}
        texts="triples.detail"
        filtered={filtered}
        testId="triple"
        loadFailed={{ showMessage: true }}
        filters={
          <>
            <KeywordSearch className={devices.wideFilter} placeholder={t('triples.detail.search')} onSearch={paging.firstPage(setKeyword)} testId="triple-search" />
            <Select<Binary>
              allowClear
              className={devices.filter}
              value={activated}
              onChange={paging.firstPage((value?: Binary) => setActivated(value ?? undefined))}
              options={[1, 0].map((value) => ({ value: value as Binary, label: t(`devices.active.${value}`) }))}
              placeholder={t('devices.filter.allActive')}
              data-testid="triple-filter-activated"
            />
          </>
        }
      />
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
