import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VoicePlatform, VoicePublishRecord } from '@iotc/shared/voice';
import { DataList, type DataListColumn } from '@/components/DataList';
import { usePaging } from '@/components/usePaging';
import { TimeCell } from '@/features/devices/components/TimeCell';
import { zoneTitle } from '@/lib/format';
import { useVoicePublishRecords } from '../hooks';

/** The release record view: each publish of the scheme, newest first (version, note, functions, who, when). */
export function PublishRecords({ productId, platform }: { productId: string; platform: VoicePlatform }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const query = useVoicePublishRecords({ productId, platform, pageNo: paging.pageNo, pageSize: paging.pageSize });
  const columns: DataListColumn<VoicePublishRecord>[] = [
    { key: 'version', title: t('voice.records.version'), width: 90, render: (_: unknown, record) => <Tag color="blue">v{record.version}</Tag> },
    { key: 'note', title: t('voice.records.note'), dataIndex: 'note', width: 260, render: (note: string) => note || '-' },
    { key: 'functionCount', title: t('voice.records.functionCount'), dataIndex: 'functionCount', width: 110 },
    { key: 'publishedBy', title: t('voice.records.publishedBy'), dataIndex: 'publishedBy', width: 160 },
    { key: 'publishedAt', title: zoneTitle(t('voice.records.publishedAt')), width: 180, render: (_: unknown, record) => <TimeCell time={record.publishedAt} /> },
  ];
  return <DataList<VoicePublishRecord> name="voiceRecords" query={query} columns={columns} rowKey="id" paging={paging} texts="voice.records" testId="voice-record" />;
}
