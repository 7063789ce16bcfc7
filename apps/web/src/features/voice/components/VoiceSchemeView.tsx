import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Modal, Skeleton, Space, Tabs, Tag, Typography, type ButtonProps } from 'antd';
import { EditOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Perm, VOICE_PUBLISH_NOTE_MAX_LENGTH } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import type { ProductDetail } from '@iotc/shared/products';
import type { VoicePlatform, VoiceScheme } from '@iotc/shared/voice';
import { LoadFailed } from '@/components/LoadFailed';
import { PublishNoteModal } from '@/components/PublishNoteModal';
import { useProductFunctions } from '@/features/functions/hooks';
import { useLocalizedFunctions } from '@/features/productLanguages/hooks';
import { toast } from '@/lib/feedback';
import { formatZonedTime } from '@/lib/format';
import { usePermission } from '@/lib/permission';
import { ApiError } from '@/lib/request';
import { answeredProblems, draftOf, draftProblems, parsedConfig, type ProblemMap, type VoiceDraft } from '../draft';
import { usePublishVoiceScheme, useReviseVoiceScheme, useSaveVoiceScheme, useVoiceScheme } from '../hooks';
import { platformLabel, STATUS_COLORS, statusLabel } from '../labels';
import { AliasView } from './AliasView';
import { ConfigView } from './ConfigView';
import { PublishRecords } from './PublishRecords';
import { VerifyGuide } from './VerifyGuide';
import styles from './voice.module.css';

type View = 'config' | 'alias' | 'records' | 'verify';

const NO_PROBLEMS: ProblemMap = new Map();

/** The view a problem is shown in: aliases and named values in the alias view, the rest in the config view. */
const viewOf = (where: string): View => (/(^|\.)(aliases|values)(\.|$)/.test(where) && where.startsWith('functions.') ? 'alias' : 'config');

/** Publishing the draft with a note: it becomes the next version and is locked. */
function PublishModal({ open, platform, version, unsaved, busy, onPublish, onClose }: {
  open: boolean;
  platform: VoicePlatform;
  version: number;
  unsaved: boolean;
  busy: boolean;
  onPublish(note: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const hint = (
    <>
      <Typography.Paragraph>{t('voice.publish.hint', { version: version + 1 })}</Typography.Paragraph>
      {unsaved && <Typography.Paragraph type="secondary">{t('voice.publish.hintUnsaved')}</Typography.Paragraph>}
    </>
  );
  return (
    <PublishNoteModal
      open={open}
      title={t('voice.publish.title', { platform: platformLabel(platform) })}
      okText={t('voice.publish.ok')}
      hint={hint}
      noteLabel={t('voice.publish.note')}
      noteMaxLength={VOICE_PUBLISH_NOTE_MAX_LENGTH}
      busy={busy}
      testId="voice-publish"
      onPublish={onPublish}
      onClose={onClose}
    />
  );
}

/** The confirmation of Revise: the changes reach assistants only once published again. */
function ReviseModal({ open, version, busy, onRevise, onClose }: { open: boolean; version: number; busy: boolean; onRevise(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('voice.revise.title')}
      okText={t('voice.revise.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'voice-revise-ok' } as ButtonProps}
      onOk={onRevise}
      onCancel={onClose}
    >
      <Typography.Paragraph data-testid="voice-revise-text">{t('voice.revise.text', { version })}</Typography.Paragraph>
    </Modal>
  );
}

interface EditorProps {
  product: ProductDetail;
  platform: VoicePlatform;
  scheme: VoiceScheme;
  functions: ProductFunction[];
  readOnly: boolean;
  /** Told whether the draft has changes that are not saved. */
  onDirtyChange?(dirty: boolean): void;
}

/**
 * One assistant's scheme: its state and actions, and the four views over one draft (the config and alias views edit
 * it, the verify guide's tester tries it as it stands). Problems show under their fields once Save or Publish was
 * pressed, and stay current as the draft changes; the server's refusal shows the same way until the next change.
 */
function SchemeEditor({ product, platform, scheme, functions, readOnly, onDirtyChange }: EditorProps) {
  const { t } = useTranslation();
  const canEdit = usePermission(Perm.productEdit) && !readOnly;
  const locked = scheme.status === 'published';
  const editable = canEdit && !locked;
  const [draft, setDraft] = useState<VoiceDraft>(() => draftOf(scheme.config, product.model));
  const [dirty, setDirty] = useState(false);
  const [checking, setChecking] = useState<'save' | 'publish' | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: ProblemMap } | null>(null);
  const [view, setView] = useState<View>('config');
  const [dialog, setDialog] = useState<'publish' | 'revise' | null>(null);
  const save = useSaveVoiceScheme();
  const publish = usePublishVoiceScheme();
  const revise = useReviseVoiceScheme();

  // The tab asks before another assistant's scheme replaces unsaved changes; a scheme no longer shown has none.
  useEffect(() => {
    onDirtyChange?.(dirty);
    return () => onDirtyChange?.(false);
  }, [dirty, onDirtyChange]);

  // A new state of the scheme on the server (saved, published, revised here or elsewhere) is the draft again, unless
  // the user has changes of their own.
  const stamp = `${scheme.status}:${scheme.version}:${scheme.updatedAt ?? 0}`;
  const [seen, setSeen] = useState(stamp);
  if (seen !== stamp && !dirty) {
    setSeen(stamp);
    setDraft(draftOf(scheme.config, product.model));
  }

  const local = checking ? draftProblems(draft, functions, t, checking === 'publish' ? platform : undefined) : NO_PROBLEMS;
  const problems: ProblemMap = refusal ? new Map([...local, ...refusal.problems]) : local;
  const counts = { config: 0, alias: 0 } as Record<View, number>;
  for (const where of problems.keys()) counts[viewOf(where)] = (counts[viewOf(where)] ?? 0) + 1;

  const change = (next: (current: VoiceDraft) => VoiceDraft) => {
    setDraft(next);
    setDirty(true);
    setRefusal(null);
  };

  /** Shows the view of the first problem found, so what to fix is on screen. */
  const showFirst = (found: ProblemMap) => {
    const first = found.keys().next();
    if (!first.done) setView(viewOf(first.value));
  };

  const refused = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    // The request client has toasted the message; the problems it lists go under their fields.
    const answered = answeredProblems(error.data, t) ?? NO_PROBLEMS;
    setRefusal({ message: error.msg, problems: answered });
    showFirst(answered);
  };

  /** Whether the draft passes the browser's checks (with the platform's fields when publishing); if not, they show. */
  const passes = (mode: 'save' | 'publish'): boolean => {
    setChecking(mode);
    const found = draftProblems(draft, functions, t, mode === 'publish' ? platform : undefined);
    showFirst(found);
    return found.size === 0 && parsedConfig(draft) !== null;
  };

  /** Saves the draft if it passes the checks; false when it does not (the problems are shown). */
  const saveDraft = async (mode: 'save' | 'publish'): Promise<boolean> => {
    const config = passes(mode) ? parsedConfig(draft) : null;
    if (!config) return false;
    if (mode === 'publish' && !dirty && scheme.status !== 'none') return true;
    try {
      await save.mutateAsync({ productId: product.id, platform, config });
      setDirty(false);
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  const onSave = async () => {
    if (await saveDraft('save')) toast.success(t('voice.saved'));
  };

  const onPublishClick = () => {
    if (passes('publish')) setDialog('publish');
  };

  const onPublish = async (note: string) => {
    if (!(await saveDraft('publish'))) return setDialog(null);
    try {
      const published = await publish.mutateAsync({ productId: product.id, platform, note });
      setDialog(null);
      setChecking(null);
      toast.success(t('voice.publishedAs', { version: published.version }));
    } catch (error) {
      setDialog(null);
      refused(error);
    }
  };

  const onRevise = async () => {
    await revise
      .mutateAsync({ productId: product.id, platform })
      .then(() => toast.success(t('voice.revised', { version: scheme.version })))
      .catch(() => undefined);
    setDialog(null);
  };

  const tabLabel = (key: View) => (
    <span data-testid={`voice-view-${key}`}>
      {t(`voice.view.${key}`)}
      {(counts[key] ?? 0) > 0 && <Badge count={counts[key]} size="small" className={styles.tabBadge} />}
    </span>
  );
  const tabs = [
    { key: 'config', label: tabLabel('config'), children: <ConfigView product={product} platform={platform} draft={draft} functions={functions} problems={problems} editable={editable} onChange={change} /> },
    { key: 'alias', label: tabLabel('alias'), children: <AliasView draft={draft} functions={functions} problems={problems} editable={editable} onChange={change} /> },
    { key: 'records', label: tabLabel('records'), children: <PublishRecords productId={product.id} platform={platform} /> },
    { key: 'verify', label: tabLabel('verify'), children: <VerifyGuide product={product} platform={platform} draft={draft} functions={functions} /> },
  ];

  return (
    <section className={styles.scheme} data-testid="voice-scheme" data-platform={platform} data-status={scheme.status}>
      <div className={styles.schemeHead}>
        <Space wrap size={8} align="center">
          <Typography.Title level={5} className={styles.schemeTitle}>
            {platformLabel(platform)}
          </Typography.Title>
          <Tag color={STATUS_COLORS[scheme.status]} data-testid="voice-status">
            {statusLabel(scheme)}
          </Tag>
          {scheme.publishedAt !== null && (
            <Typography.Text type="secondary">{t('voice.publishedAt', { time: formatZonedTime(scheme.publishedAt) })}</Typography.Text>
          )}
          {dirty && <Tag color="orange" data-testid="voice-unsaved">{t('voice.unsaved')}</Tag>}
        </Space>
        {canEdit && (
          <Space wrap size={8}>
            {locked ? (
              <Button icon={<EditOutlined />} onClick={() => setDialog('revise')} data-testid="voice-revise">
                {t('voice.revise.action')}
              </Button>
            ) : (
              <>
                <Button icon={<SaveOutlined />} loading={save.isPending && dialog === null} onClick={() => void onSave()} data-testid="voice-save">
                  {t('common.save')}
                </Button>
                <Button type="primary" icon={<SendOutlined />} onClick={onPublishClick} data-testid="voice-publish">
                  {t('voice.publish.action')}
                </Button>
              </>
            )}
          </Space>
        )}
      </div>
      {readOnly && <Alert type="info" showIcon className={styles.notice} message={t('voice.readOnly')} data-testid="voice-read-only" />}
      {!readOnly && locked && (
        <Alert type="success" showIcon className={styles.notice} message={t('voice.locked', { version: scheme.version, platform: platformLabel(platform) })} data-testid="voice-locked" />
      )}
      {!readOnly && scheme.status === 'revising' && <Alert type="warning" showIcon className={styles.notice} message={t('voice.revising', { version: scheme.version })} data-testid="voice-revising" />}
      {problems.size > 0 && (
        <Alert
          type="error"
          showIcon
          className={styles.notice}
          message={refusal ? refusal.message : t('voice.problems', { count: problems.size })}
          data-testid="voice-problems"
        />
      )}
      <Tabs activeKey={view} onChange={(key) => setView(key as View)} items={tabs} />
      <PublishModal
        open={dialog === 'publish'}
        platform={platform}
        version={scheme.version}
        unsaved={dirty || scheme.status === 'none'}
        busy={save.isPending || publish.isPending}
        onPublish={(note) => void onPublish(note)}
        onClose={() => setDialog(null)}
      />
      <ReviseModal open={dialog === 'revise'} version={scheme.version} busy={revise.isPending} onRevise={() => void onRevise()} onClose={() => setDialog(null)} />
    </section>
  );
}

/** The scheme of one assistant, once it and the product's functions are loaded. */
export function VoiceSchemeView({ product, platform, readOnly, onDirtyChange }: {
  product: ProductDetail;
  platform: VoicePlatform;
  readOnly: boolean;
  onDirtyChange?(dirty: boolean): void;
}) {
  const { t } = useTranslation();
  const scheme = useVoiceScheme(product.id, platform);
  const functions = useProductFunctions(product.id);
  // Names in the console's language: what the mappings list and what the tester also hears a function called.
  const localized = useLocalizedFunctions(product.id, functions.data);
  const failed = (scheme.isError && !scheme.data) || (functions.isError && !functions.data);
  if (failed) {
    const retry = () => void Promise.all([scheme.refetch(), functions.refetch()]);
    return <LoadFailed title={t('voice.schemeLoadFailed', { platform: platformLabel(platform) })} retrying={scheme.isFetching || functions.isFetching} onRetry={retry} />;
  }
  if (!scheme.data || !functions.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <SchemeEditor product={product} platform={platform} scheme={scheme.data} functions={localized} readOnly={readOnly} onDirtyChange={onDirtyChange} />;
}
