import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ProductFunction } from '@iotc/shared/functions';
import { dataTypeLabel, rwFlagLabel } from '../labels';
import { KindTag } from './FunctionTable';
import styles from './functions.module.css';

/** The columns that say which function a row is: DP ID, name with its kind, identifier, data type, transfer type. */
export function functionIdentityColumns(t: TFunction): TableColumnsType<ProductFunction> {
  return [
    { title: t('functions.column.dpId'), dataIndex: 'dpId', width: 72 },
    {
      title: t('functions.column.name'),
      key: 'name',
      render: (_, fn) => (
        <>
          {fn.name} <KindTag kind={fn.kind} />
        </>
      ),
    },
    { title: t('functions.column.identifier'), dataIndex: 'identifier', render: (v: string) => <span className={styles.identifier}>{v}</span> },
    { title: t('functions.column.dataType'), key: 'dataType', render: (_, fn) => dataTypeLabel(t, fn.dataType) },
    { title: t('functions.column.rwFlag'), key: 'rwFlag', render: (_, fn) => rwFlagLabel(t, fn.rwFlag) },
  ];
}
