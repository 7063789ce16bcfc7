import { Link } from 'react-router';
import type { Perm } from '@iotc/shared';
import type { DataListColumn } from '@/components/DataList';
import { DeleteAction } from '@/components/DeleteAction';
import { debugDetailsPath } from '@/features/debugging/paths';
import { t } from '@/lib/i18n';
import { Permission } from '@/lib/permission';
import styles from './debugDevices.module.css';

interface ListedDevice {
  did: string;
  name: string;
}

/** The did over the device's name. */
export function deviceColumn<T extends ListedDevice>(width: number): DataListColumn<T> {
  return {
    key: 'did',
    title: t('debugDevices.column.didName'),
    width,
    render: (_: unknown, device) => (
      <>
        <div className={styles.mono}>{device.did}</div>
        <div>{device.name}</div>
      </>
    ),
  };
}

/** "Debug" (to the debug details page) and a confirmed delete the permission allows. */
export function actionsColumn<T extends ListedDevice>(options: {
  target: (device: T) => { productKey: string; productId: string; did: string };
  deletePerm: Perm;
  /** 'real' or 'virtual': the confirmation text and the test ids. */
  kind: 'real' | 'virtual';
  onDelete: (device: T) => Promise<void>;
  deleting: boolean;
}): DataListColumn<T> {
  return {
    key: 'actions',
    title: t('common.actions'),
    width: 130,
    fixed: 'right',
    render: (_: unknown, device) => (
      <span className={styles.actions}>
        <Link to={debugDetailsPath(options.target(device))} data-testid="debug-open">
          {t('debugDevices.action.debug')}
        </Link>
        <Permission perm={options.deletePerm}>
          <DeleteAction
            description={t(`debugDevices.${options.kind}.deleteConfirm`, { did: device.did })}
            onConfirm={() => options.onDelete(device)}
            loading={options.deleting}
            testId={`debug-${options.kind}-delete-${device.did}`}
            confirmTestId={`debug-${options.kind}-delete-ok`}
          />
        </Permission>
      </span>
    ),
  };
}
