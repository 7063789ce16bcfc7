import { useState } from 'react';
import { Modal, Typography, type ButtonProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { checkThingModel, type ModelProblem, type ThingModel } from '@iotc/shared/functions';
import type { ProductDetail } from '@iotc/shared/products';
import { FileButton } from '@/components/FileButton';
import { ImportRefusedModal } from '@/components/ImportRefusedModal';
import { ApiError } from '@/lib/request';
import { toast } from '@/lib/feedback';
import { useImportModel } from '../hooks';
import { problemText, problemsOf } from '../model';
import styles from './functions.module.css';

interface ModelImportProps {
  product: ProductDetail;
  /** How many functions the product has now: the confirmation says they all go. */
  currentCount: number;
}

interface Refused {
  fileName: string;
  /** A server refusal's own message, above the list. */
  message?: string;
  problems: ModelProblem[];
  /** The identifier of each function of the file, where it has one, to name it in the list. */
  identifiers: (string | undefined)[];
}

/** Up to 1 MB: an exported model of 255 functions is far smaller. */
const MAX_FILE_BYTES = 1024 * 1024;

function identifiersOf(json: unknown): (string | undefined)[] {
  const functions = (json as { functions?: unknown } | null)?.functions;
  if (!Array.isArray(functions)) return [];
  return functions.map((fn) => {
    const identifier = (fn as { identifier?: unknown } | null)?.identifier;
    return typeof identifier === 'string' && identifier.trim() ? identifier : undefined;
  });
}

/**
 * Imports an exported thing model (JSON). The file is checked in the browser with the shared rules and
 * every broken rule is listed; only a clean model is sent, after a confirmation that it replaces the
 * whole model. A refusal of the server (its own list of problems) is shown the same way.
 */
export function ModelImport({ product, currentCount }: ModelImportProps) {
  const { t, i18n } = useTranslation();
  const [refused, setRefused] = useState<Refused | null>(null);
  const [pending, setPending] = useState<{ model: ThingModel; fileName: string; identifiers: (string | undefined)[] } | null>(null);
  const send = useImportModel();
  const exists = (key: string) => i18n.exists(key);

  const read = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      toast.error(t('functions.import.tooLarge'));
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setRefused({ fileName: file.name, problems: [{ path: [], key: 'functions.import.notJson', params: {} }], identifiers: [] });
      return;
    }
    const identifiers = identifiersOf(json);
    const { model, problems } = checkThingModel(json);
    if (!model || problems.length > 0) {
      setRefused({ fileName: file.name, problems, identifiers });
      return;
    }
    setPending({ model, fileName: file.name, identifiers });
  };

  const confirmImport = () => {
    if (!pending) return;
    const { model, fileName, identifiers } = pending;
    send.mutate(
      { productId: product.id, model },
      {
        onSuccess: () => setPending(null),
        onError: (error) => {
          setPending(null);
          if (!(error instanceof ApiError) || error.sessionLost) return;
          const problems = problemsOf(error.data);
          if (problems && problems.length > 0) setRefused({ fileName, message: error.msg, problems, identifiers });
          else toast.error(error.msg);
        },
      },
    );
  };

  const otherProduct = pending && pending.model.productKey && pending.model.productKey !== product.productKey ? pending.model.productKey : null;

  return (
    <>
      <FileButton icon={<UploadOutlined />} accept=".json,application/json" testId="func-import" inputTestId="func-import-input" onFile={(file) => void read(file)}>
        {t('functions.toolbar.import')}
      </FileButton>
      <Modal
        open={pending !== null}
        title={t('functions.import.confirmTitle')}
        okText={t('functions.import.confirmOk')}
        okButtonProps={{ danger: true, loading: send.isPending, 'data-testid': 'func-import-ok' } as ButtonProps}
        cancelText={t('common.cancel')}
        onOk={confirmImport}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        <div data-testid="func-import-confirm">
          <Typography.Paragraph>
            {t('functions.import.confirmText', { file: pending?.fileName ?? '', count: pending?.model.functions.length ?? 0, current: currentCount })}
          </Typography.Paragraph>
          {otherProduct && <Typography.Paragraph type="secondary">{t('functions.import.otherProduct', { productKey: otherProduct })}</Typography.Paragraph>}
        </div>
      </Modal>
      <ImportRefusedModal
        refusal={
          refused && {
            title: t('functions.import.problemsTitle', { count: refused.problems.length }),
            text: refused.message ?? t('functions.import.problemsText', { file: refused.fileName }),
          }
        }
        onClose={() => setRefused(null)}
        testId="func-import-problems"
      >
        {refused && (
          <div className={styles.problemScroll}>
            <ul className={styles.problemList}>
              {refused.problems.map((problem, i) => (
                <li key={i} data-testid="func-import-problem">
                  {problem.path.length === 0 ? t(problem.key, problem.params) : problemText(problem, t, exists, (n) => refused.identifiers[n])}
                </li>
              ))}
            </ul>
          </div>
        )}
      </ImportRefusedModal>
    </>
  );
}
