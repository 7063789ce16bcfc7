import { type ReactNode, useState } from 'react';
import { Button, Checkbox, Empty, Modal, Popconfirm, Skeleton, Typography } from 'antd';
import { PoweroffOutlined, ReloadOutlined, RollbackOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FUNCTIONS_PER_SAVE_MAX } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { DeviceDebugger } from '../hooks/useDeviceDebugger';
import { FunctionControl } from './FunctionControl';
import styles from './debugging.module.css';

/** The spec's "at most 10 functions per interaction" (001 §9) holds for a query too. */
const QUERY_MAX = FUNCTIONS_PER_SAVE_MAX;

function QueryButton({ functions, disabled, onQuery }: { functions: ProductFunction[]; disabled: boolean; onQuery(dpIds: number[]): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  // Send-only functions have no value to ask for.
  const readable = functions.filter((f) => f.rwFlag !== 'wo');
  return (
    <>
      <Button icon={<SearchOutlined />} disabled={disabled} onClick={() => setOpen(true)} data-testid="debug-query">
        {t('debugging.action.query')}
      </Button>
      <Modal
        open={open}
        title={t('debugging.query.title')}
        okText={t('debugging.query.send')}
        cancelText={t('debugging.action.cancel')}
        okButtonProps={{ disabled: chosen.length === 0 || disabled, id: 'debug-query-send' }}
        onOk={() => {
          onQuery(chosen);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        {readable.length === 0 ? (
          <Empty description={t('debugging.query.none')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('debugging.query.hint', { max: QUERY_MAX })}</Typography.Paragraph>
            <Checkbox.Group
              className={styles.queryList}
              value={chosen}
              onChange={(values) => setChosen(values)}
              options={readable.map((f) => ({
                value: f.dpId,
                label: `${f.dpId} ${f.name}`,
                disabled: chosen.length >= QUERY_MAX && !chosen.includes(f.dpId),
              }))}
              data-testid="debug-query-options"
            />
          </>
        )}
      </Modal>
    </>
  );
}

interface ControlPanelProps {
  debug: DeviceDebugger;
  functions: ProductFunction[];
  loading: boolean;
  /** Commands of this kind of device only, after the common ones (a virtual device's "Report a value"). */
  extraActions?: ReactNode;
}

/** The left side: the commands, then a control for every function of the product. */
export function ControlPanel({ debug, functions, loading, extraActions }: ControlPanelProps) {
  const { t } = useTranslation();
  const { session, connection } = debug;
  const disabled = connection.status !== 'connected';
  const confirmProps = { okText: t('debugging.action.confirm'), cancelText: t('debugging.action.cancel'), disabled };
  return (
    <section className={styles.panel} data-testid="debug-controls">
      <div className={styles.panelHead}>
        <Typography.Title level={5} className={styles.panelTitle}>
          {t('debugging.controls.title')}
        </Typography.Title>
        <div className={styles.actions} data-testid="debug-actions">
          <QueryButton functions={functions} disabled={disabled} onQuery={debug.query} />
          <Button icon={<ReloadOutlined />} disabled={disabled} onClick={debug.queryAll} data-testid="debug-query-all">
            {t('debugging.action.queryAll')}
          </Button>
          <Popconfirm
            title={t('debugging.action.rebootTitle')}
            description={t('debugging.action.rebootContent')}
            onConfirm={() => debug.command('reboot')}
            {...confirmProps}
          >
            <Button icon={<PoweroffOutlined />} disabled={disabled} data-testid="debug-reboot">
              {t('debugging.action.reboot')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('debugging.action.restoreTitle')}
            description={t('debugging.action.restoreContent')}
            onConfirm={() => debug.command('restore')}
            okButtonProps={{ danger: true }}
            {...confirmProps}
          >
            <Button icon={<RollbackOutlined />} danger disabled={disabled} data-testid="debug-restore">
              {t('debugging.action.restore')}
            </Button>
          </Popconfirm>
          {extraActions}
        </div>
      </div>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : functions.length === 0 ? (
        <Empty description={t('debugging.controls.empty')} />
      ) : (
        <div className={styles.functions}>
          {functions.map((fn) => (
            <FunctionControl
              key={fn.id}
              fn={fn}
              reported={session.values[fn.dpId]}
              shown={debug.shownValue(fn.dpId)}
              status={session.dpStatus[fn.dpId]}
              disabled={disabled}
              onChange={(value) => debug.change(fn, value)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
