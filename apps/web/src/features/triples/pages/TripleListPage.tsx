import { useState } from 'react';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Perm } from '@iotc/shared';
import type { JobInfo } from '@iotc/shared/jobs';
import type { TripleGeneration } from '@iotc/shared/triples';
import { KeywordSearch } from '@/components/KeywordSearch';
import { AddButton } from '@/components/ListActions';
import { DataList, type DataListColumn } from '@/components/DataList';
import { usePaging } from '@/components/usePaging';
import { ProductSelect } from '@/features/products/components/ProductSelect';
import { TimeCell } from '@/features/devices/components/TimeCell';
import devices from '@/features/devices/components/devices.module.css';
import { Permission, usePermission } from '@/lib/permission';
import { GenerateTriplesModal } from '../components/GenerateTriplesModal';
import { JobPanel } from '../components/JobPanel';
import { QuotaSummary } from '../components/QuotaSummary';
import { useGenerations, useStartExport, useTrackedJobs } from '../hooks';
import { tripleDetailPath } from '../paths';
import styles from '../components/triples.module.css';
import pageCard from '@/components/PageCard.module.css';
import { zoneTitle } from '@/lib/format';

const STATUS_COLORS: Record<TripleGeneration['status'], string> = { running: 'processing', done: 'success', failed: 'error' };

/**
 * /manufacture/triple/index: the quota, the generations of the space (product, batch, count, activated,
 * exports, status), generating triples from a serial-number file and exporting them, each as a job
 * whose progress the real-time channel feeds.
 */
export default function TripleListPage() {
  const { t } = useTranslation();
  const [productId, setProductId] = useState<string | undefined>();
  const [batch, setBatch] = useState('');
  const [generating, setGenerating] = useState(false);
  const paging = usePaging();
  const query = useGenerations({ productId, batch: batch || undefined, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const tracked = useTrackedJobs();
  const startExport = useStartExport();
  // The triples show their passwords: reading them takes the export authority (the server says so too).
  const canRead = usePermission(Perm.tripleExport);

  const generationLabel = (generation: TripleGeneration) => [generation.productName, generation.batch].filter(Boolean).join(' / ');
  const exportingIds = new Set(tracked.jobs.filter((job) => job.kind === 'tripleExport' && !job.finished).map((job) => job.generationId));

  const exportGeneration = async (generation: TripleGeneration) => {
    const job = await startExport.mutateAsync(generation.id).catch(() => null);
    if (job) tracked.track({ id: job.id, kind: job.kind, generationId: generation.id, label: generationLabel(generation) });
  };

  const onStarted = (job: JobInfo, label: string) => tracked.track({ id: job.id, kind: job.kind, label });

  const generateButton = (
    <AddButton perm={Perm.tripleGenerate} testId="triple-generate" onClick={() => setGenerating(true)}>
      {t('triples.generate.open')}
    </AddButton>
  );

  const columns: DataListColumn<TripleGeneration>[] = [
    {
      key: 'product',
      title: t('triples.column.product'),
      width: 200,
      render: (_: unknown, generation) => (
        <>
          {canRead ? (
            <Link to={tripleDetailPath(generation.id)} data-testid="generation-link">
              {generation.productName}
            </Link>
          ) : (
            generation.productName
          )}
          <div className={`${devices.mono} ${devices.secondary}`}>{generation.productKey}</div>
        </>
      ),
    },
    { key: 'batch', title: t('triples.column.batch'), width: 120, render: (_: unknown, generation) => generation.batch ?? '-' },
    { key: 'count', title: t('triples.column.count'), width: 90, align: 'right', render: (_: unknown, generation) => generation.count.toLocaleString() },
    { key: 'activated', title: t('triples.column.activated'), width: 90, align: 'right', render: (_: unknown, generation) => generation.activated.toLocaleString() },
    { key: 'exportCount', title: t('triples.column.exportCount'), width: 100, secondary: true, align: 'right', dataIndex: 'exportCount' },
    {
      key: 'status',
      title: t('triples.column.status'),
      width: 180,
      render: (_: unknown, generation) => (
        <>
          <Tag color={STATUS_COLORS[generation.status]} className={devices.tag}>
            {t(`triples.status.${generation.status}`)}
          </Tag>
          {generation.failure && (
            <Typography.Paragraph type="danger" className={styles.failure} ellipsis={{ rows: 2, tooltip: generation.failure }} data-testid="generation-failure">
              {generation.failure}
            </Typography.Paragraph>
          )}
        </>
      ),
    },
    { key: 'createdAt', title: zoneTitle(t('triples.column.createdAt')), width: 110, secondary: true, render: (_: unknown, generation) => <TimeCell time={generation.createdAt} /> },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 160,
      render: (_: unknown, generation) => (
        <Space size={0} wrap className={devices.actions}>
          <Permission perm={Perm.tripleExport}>
            <Link to={tripleDetailPath(generation.id)}>
              <Button type="link" size="small">
                {t('triples.action.details')}
              </Button>
            </Link>
            <Button
              type="link"
              size="small"
              icon={<ExportOutlined />}
              disabled={generation.status !== 'done' || exportingIds.has(generation.id)}
              loading={startExport.isPending && startExport.variables === generation.id}
              onClick={() => void exportGeneration(generation)}
              data-testid={`triple-export-${generation.id}`}
            >
              {t('triples.action.export')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];

  const filtered = Boolean(productId || batch);

  return (
    <Card className={pageCard.card} title={t('triples.list.title')} extra={generateButton}>
      <QuotaSummary />
      <JobPanel jobs={tracked.jobs} onUpdate={tracked.update} onDismiss={tracked.dismiss} />
      <DataList<TripleGeneration>
        name="tripleGenerations"
        query={query}
        columns={columns}
        rowKey="id"
        paging={paging}
        texts="triples.list"
        filtered={filtered}
        testId="generation"
        empty={{
          children: !filtered && (
            <>
              <Typography.Paragraph type="secondary">{t('triples.list.emptyHint')}</Typography.Paragraph>
              {generateButton}
            </>
          ),
        }}
        filters={
          <>
            <ProductSelect
              className={devices.wideFilter}
              value={productId}
              onChange={paging.firstPage(setProductId)}
              placeholder={t('triples.list.allProducts')}
              testId="triple-filter-product"
            />
            <KeywordSearch className={devices.filter} placeholder={t('triples.list.batch')} onSearch={paging.firstPage(setBatch)} testId="triple-search-batch" />
          </>
        }
      />
      <GenerateTriplesModal open={generating} onClose={() => setGenerating(false)} onStarted={onStarted} />
    </Card>
  );
}
