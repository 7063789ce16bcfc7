import { type HTMLAttributes, useState } from 'react';
import { Modal, Table, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languagePackUpload, type LanguageImportCheck, type LanguagePackRefusal } from '@iotc/shared/productLanguages';
import { FileButton } from '@/components/FileButton';
import { ImportRefusedModal } from '@/components/ImportRefusedModal';
import { toast } from '@/lib/feedback';
import { ApiError } from '@/lib/request';
import { nameMatchesAccept } from '@/lib/upload';
import { checkLanguagePack } from '../api';
import { useSaveLanguageEntries } from '../hooks';
import styles from './productLanguages.module.css';

type Change = LanguageImportCheck['changes'][number];

/** A broken row as the server lists it (`data.problems` of its refusal); `message`, its whole line in the request's language. */
type Problem = LanguagePackRefusal['problems'][number];

interface Refusal {
  fileName: string;
  message: string;
  problems: Problem[];
}

const MAX_BYTES = languagePackUpload.maxSizeMb * 1024 * 1024;

/** What the browser can tell of a chosen file before sending it (spec 002 §5): its name's type and its size. */
function browserRefusal(file: File, t: (key: string, params?: Record<string, unknown>) => string): string | null {
  if (!nameMatchesAccept(file.name, languagePackUpload.accept) || file.size === 0) return t('productLanguage.formatWrong');
  if (file.size > MAX_BYTES) return t('productLanguage.fileSize', { maxMb: languagePackUpload.maxSizeMb });
  return null;
}

/** The problems of a refusal's answer, when it lists them. */
function problemsOf(data: unknown): Problem[] {
  const problems = (data as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter((p): p is Problem => typeof p === 'object' && p !== null && typeof (p as Problem).message === 'string');
}

/** One text's change in its language: before → after, or the text alone when it stays. */
function ChangeCell({ lang, before, after }: { lang: string; before: string; after: string }) {
  if (before === after)
    return (
      <span className={styles.text} lang={lang}>
        {after}
      </span>
    );
  return (
    <span className={styles.text} lang={lang}>
      <span className={styles.before}>{before}</span> → <strong>{after}</strong>
    </span>
  );
}

/**
 * Imports a language pack: the file is checked in the browser (type and size), then by the server (importCheck,
 * which stores nothing). A refusal shows its message and the pack's problems; a pack that passes shows what it would
 * change, in both languages, and Confirm saves those texts.
 */
export function LanguagePackImport({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const [pending, setPending] = useState<{ fileName: string; check: LanguageImportCheck } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const save = useSaveLanguageEntries();

  const read = async (file: File) => {
    const refused = browserRefusal(file, t);
    if (refused) {
      setRefusal({ fileName: file.name, message: refused, problems: [] });
      return;
    }
    setPercent(0);
    try {
      setPending({ fileName: file.name, check: await checkLanguagePack(productId, file, setPercent) });
    } catch (error) {
      // A lost session or a failure the request client has already shown needs nothing more.
      if (error instanceof ApiError && !error.notified && !error.sessionLost) setRefusal({ fileName: file.name, message: error.msg, problems: problemsOf(error.data) });
    } finally {
      setPercent(null);
    }
  };

  const confirmImport = () => {
    if (!pending) return;
    const { changes } = pending.check;
    save.mutate(
      { productId, entries: changes.map(({ key, zh, en }) => ({ key, zh, en })) },
      {
        onSuccess: () => {
          toast.success(t('productLanguages.import.done', { count: changes.length }));
          setPending(null);
        },
        // The request client has shown why; the dialog stays for another try.
      },
    );
  };

  const columns: TableColumnsType<Change> = [
    { key: 'key', title: t('field.languageKey'), width: 200, render: (_, change) => <span className={styles.mono}>{change.key}</span> },
    { key: 'zh', title: t('field.languageZh'), render: (_, change) => <ChangeCell lang="zh-CN" before={change.beforeZh} after={change.zh} /> },
    { key: 'en', title: t('field.languageEn'), render: (_, change) => <ChangeCell lang="en-US" before={change.beforeEn} after={change.en} /> },
  ];
  const changes = pending?.check.changes ?? [];

  return (
    <>
      <FileButton
        icon={<UploadOutlined />}
        accept={languagePackUpload.accept}
        loading={percent !== null}
        testId="lang-import"
        inputTestId="lang-import-input"
        onFile={(file) => void read(file)}
      >
        {percent === null ? t('productLanguages.import.action') : t('productLanguages.import.checking', { percent })}
      </FileButton>
      <Modal
        open={pending !== null}
        title={t('productLanguage.formatPassed')}
        width={760}
        okText={t('productLanguages.import.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: changes.length === 0, loading: save.isPending, 'data-testid': 'lang-import-ok' } as ButtonProps}
        onOk={confirmImport}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        {pending && (
          <div data-testid="lang-import-confirm">
            <Typography.Paragraph type="secondary">
              {changes.length === 0
                ? t('productLanguages.import.nothing', { unchanged: pending.check.unchanged })
                : t('productLanguages.import.summary', { count: changes.length, unchanged: pending.check.unchanged })}
            </Typography.Paragraph>
            {changes.length > 0 && (
              <Table<Change>
                className={styles.changes}
                size="small"
                rowKey="key"
                columns={columns}
                dataSource={changes}
                pagination={false}
                scroll={{ x: 560 }}
                onRow={(change) => ({ 'data-testid': 'lang-import-change', 'data-key': change.key }) as HTMLAttributes<HTMLElement>}
              />
            )}
          </div>
        )}
      </Modal>
      <ImportRefusedModal
        refusal={refusal && { title: t('productLanguages.import.refusedTitle'), text: t('productLanguages.import.refusedFile', { file: refusal.fileName }) }}
        onClose={() => setRefusal(null)}
        testId="lang-import-refused"
      >
        {refusal && (
          <>
            <Typography.Paragraph data-testid="lang-import-message">{refusal.message}</Typography.Paragraph>
            {refusal.problems.length > 0 && (
              <ul className={styles.problemList}>
                {refusal.problems.map((problem, i) => (
                  <li key={i} data-testid="lang-import-problem">
                    {problem.message}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ImportRefusedModal>
    </>
  );
}
