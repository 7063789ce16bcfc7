import { useState } from 'react';
import { ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PANEL_DOCUMENT_MAX_BYTES } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { checkPanelDocument, type PanelDocument } from '@iotc/shared/panels';
import { FileButton } from '@/components/FileButton';
import { ImportRefusedModal } from '@/components/ImportRefusedModal';
import { ApiError } from '@/lib/request';
import { checkPanelDocument as checkOnServer } from '../api';
import { answeredProblems, fileProblems, type ShownProblem } from './problems';
import { ProblemList } from './ProblemList';

interface PanelImportProps {
  productId: string;
  functions: readonly ProductFunction[];
  /** A file that passed every check: it replaces the draft (one undoable step). */
  onImport(document: PanelDocument): void;
}

/**
 * Imports an exported panel (JSON): checked in the browser against the product's functions, then by the
 * server; a file with any problem is refused with every problem listed, and the draft stays.
 */
export function PanelImport({ productId, functions, onImport }: PanelImportProps) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<{ fileName: string; problems: ShownProblem[] } | null>(null);

  const read = async (file: File) => {
    const refuse = (problems: ShownProblem[]) => setRefused({ fileName: file.name, problems });
    const only = (key: string, params: Record<string, number> = {}) => fileProblems(null, [{ path: [], key, params }], t);
    if (file.size > PANEL_DOCUMENT_MAX_BYTES) return refuse(only('panel.documentTooLarge', { maxKb: PANEL_DOCUMENT_MAX_BYTES / 1024 }));
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      return refuse(only('panels.studio.import.notJson'));
    }
    const local = checkPanelDocument(json, functions);
    if (!local.document) return refuse(fileProblems(json, local.problems, t));
    setChecking(true);
    try {
      const answer = await checkOnServer(productId, local.document);
      if (answer.problems.length > 0) return refuse(answeredProblems(local.document, answer, t) ?? []);
      onImport(local.document);
    } catch (error) {
      // The request client has said why; a refusal that lists problems is shown as a list.
      const problems = error instanceof ApiError ? answeredProblems(local.document, error.data, t) : null;
      if (problems && problems.length > 0) refuse(problems);
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <FileButton icon={<ImportOutlined />} accept=".json,application/json" loading={checking} testId="studio-import" inputTestId="studio-import-input" onFile={(file) => void read(file)}>
        {t('panels.studio.toolbar.import')}
      </FileButton>
      <ImportRefusedModal
        refusal={refused && { title: t('panels.studio.import.refusedTitle', { count: refused.problems.length }), text: t('panels.studio.import.refusedText', { file: refused.fileName }) }}
        onClose={() => setRefused(null)}
      >
        {refused && <ProblemList problems={refused.problems} testId="import-problems" />}
      </ImportRefusedModal>
    </>
  );
}
