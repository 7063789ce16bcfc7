import { useEffect, useMemo, useState } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Button, Card, Tabs } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { validateValue } from '@iotc/shared';
import type { ProductFunction } from '@iotc/shared/functions';
import { panelNameSchema, panelProblems, type PanelComponent, type PanelComponentType, type PanelDetail, type PanelDocument } from '@iotc/shared/panels';
import { toast } from '@/lib/feedback';
import { ApiError, saveBlob } from '@/lib/request';
import { usePublishPanel, useSavePanelDraft } from '../hooks';
import { AssetsModal } from './AssetsModal';
import { ComponentPalette } from './ComponentPalette';
import { ComponentTree } from './ComponentTree';
import { COMPONENT_ICONS, typeLabel } from './componentTypes';
import { panelLang } from '../labels';
import {
  addPage,
  findComponent,
  flatten,
  insertComponent,
  moveComponent,
  newComponent,
  newPage,
  removeComponent,
  removePage,
  renameInRules,
  renamePage,
  shiftPage,
  updateComponent,
  variableNames,
} from './documentOps';
import { dropPlace, innermostCollision, type DragData } from './dragAndDrop';
import { useIconChoices } from './iconChoices';
import { LeaveGuard } from './LeaveGuard';
import { PagesBar } from './PagesBar';
import { PanelImport } from './PanelImport';
import { PreviewModal } from './PreviewModal';
import { answeredProblems, shownProblems, type ShownProblem } from './problems';
import { ProblemList } from './ProblemList';
import { PropertyPanel } from './PropertyPanel';
import { PublishModal } from './PublishModal';
import { RuleList } from './RuleList';
import { StudioCanvas } from './StudioCanvas';
import { StudioTopBar } from './StudioTopBar';
import { ThemePanel } from './ThemePanel';
import { useDocumentHistory } from './useDocumentHistory';
import { VersionsDrawer } from './VersionsDrawer';
import styles from './studio.module.css';

type Dialog = 'preview' | 'publish' | 'versions' | 'assets' | null;

interface PanelStudioProps {
  panel: PanelDetail;
  /** The panel's draft, checked for its shape. */
  initialDocument: PanelDocument;
  functions: readonly ProductFunction[];
}

/** Typing in a field keeps the browser's own undo; the studio's shortcuts act elsewhere. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The panel studio: the draft edited with undo and redo; the palette and the page's component tree on
 * the left, the pages and the phone-width canvas in the middle, the selection's properties (or the
 * theme) and the panel rules on the right. The draft's problems are checked on every change and shown
 * beside what they concern; a draft with problems can be saved but not published.
 */
export function PanelStudio({ panel, initialDocument, functions }: PanelStudioProps) {
  const { t } = useTranslation();
  const history = useDocumentHistory(initialDocument);
  const doc = history.document;
  const [name, setName] = useState(panel.name);
  const [savedName, setSavedName] = useState(panel.name);
  const [pageId, setPageId] = useState(initialDocument.pages[0]!.id);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [sideTab, setSideTab] = useState<'props' | 'rules'>('props');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragged, setDragged] = useState<PanelComponentType | null>(null);
  /** The server's refusal of a save, shown while the draft is the one it refused. */
  const [refusal, setRefusal] = useState<{ document: PanelDocument; problems: ShownProblem[] } | null>(null);
  const save = useSavePanelDraft();
  const publish = usePublishPanel();
  const icons = useIconChoices();

  // An undo may take away the page or the component shown: fall back to what exists.
  const page = doc.pages.find((p) => p.id === pageId) ?? doc.pages[0]!;
  const selected = selectedId ? findComponent(doc, selectedId) : undefined;
  const localProblems = useMemo(() => shownProblems(doc, panelProblems(doc, functions), t), [doc, functions, t]);
  const problems = refusal?.document === doc ? refusal.problems : localProblems;
  const byComponent = useMemo(() => {
    const map = new Map<string, ShownProblem[]>();
    for (const p of problems) if (p.componentId) map.set(p.componentId, [...(map.get(p.componentId) ?? []), p]);
    return map;
  }, [problems]);
  const brokenPages = new Set(problems.flatMap((p) => (p.pageId ? [p.pageId] : [])));
  const brokenRules = new Set(problems.flatMap((p) => (p.ruleId ? [p.ruleId] : [])));
  const nameProblem = (() => {
    const problem = validateValue(panelNameSchema, name);
    return problem ? t(problem.key, { ...problem.params, field: t('field.panelName') }) : null;
  })();
  const dirty = history.dirty || name.trim() !== savedName;

  const { undo, redo } = history;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const select = (id: string | null) => {
    setSelectedId(id);
    if (id) setSideTab('props');
  };

  /** Adds a component where it was dropped, or (palette click) at the end of the selected group or the page. */
  const add = (type: PanelComponentType, place?: { parentId: string | null; index: number }) => {
    const component = newComponent(doc, type);
    const selectedGroup = selected?.type === 'group' && flatten(page.components).some((c) => c.id === selected.id) ? selected.id : null;
    const parentId = place ? place.parentId : selectedGroup;
    history.change(insertComponent(doc, page.id, parentId, component, place?.index));
    select(component.id);
  };

  const changeComponent = (id: string, update: (c: PanelComponent) => PanelComponent, field: string) => {
    const before = findComponent(doc, id);
    if (!before) return;
    const after = update(before);
    history.change(renameInRules(updateComponent(doc, id, () => after), before.name, after.name), `${id}.${field}`);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined;
    setDragged(data?.kind === 'palette' ? data.type : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const data = active.data.current as DragData | undefined;
    if (!over || !data) return;
    const place = dropPlace(page, over, data.kind === 'component' ? String(active.id) : null);
    if (!place) return;
    if (data.kind === 'palette') add(data.type, place);
    else history.change(moveComponent(doc, page.id, String(active.id), place.parentId, place.index));
  };
  const sensors = useSensors(
    // A click on a palette item adds it; only a real move drags.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks a canvas box up, arrows move it, Space drops it; Enter selects it.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );

  const saveDraft = async (): Promise<boolean> => {
    if (nameProblem) return false;
    const sent = doc;
    try {
      await save.mutateAsync({ id: panel.id, name: name.trim(), document: sent });
      history.markSaved(sent);
      setSavedName(name.trim());
      setRefusal(null);
      toast.success(t('panels.studio.saved'));
      return true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.sessionLost) return false;
      const refused = answeredProblems(sent, error.data, t);
      if (refused && refused.length > 0) setRefusal({ document: sent, problems: refused });
      if (!error.notified) toast.error(error.msg);
      return false;
    }
  };

  const publishDraft = async (note: string) => {
    if (dirty && !(await saveDraft())) return;
    const version = await publish.mutateAsync({ id: panel.id, note }).catch(() => null);
    if (!version) return;
    toast.success(t('panels.studio.publish.done', { version: version.version }));
    setDialog('versions');
  };

  const exportDraft = () => saveBlob(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }), `panel-${name.trim() || panel.name}.json`);

  const openProblem = (problem: ShownProblem) => {
    if (problem.ruleId) {
      setSideTab('rules');
      return;
    }
    if (problem.pageId) setPageId(problem.pageId);
    if (problem.componentId) select(problem.componentId);
  };

  const propertyPane = selected ? (
    <PropertyPanel
      key={selected.id}
      component={selected}
      otherNames={new Set([...variableNames(doc)].filter((n) => n !== selected.name))}
      functions={functions}
      fonts={doc.fonts}
      icons={icons}
      problems={byComponent.get(selected.id) ?? []}
      onChange={(update, field) => changeComponent(selected.id, update, field)}
    />
  ) : (
    <ThemePanel theme={doc.theme} fonts={doc.fonts} onChange={(update, field) => history.change({ ...doc, theme: update(doc.theme) }, field)} />
  );

  return (
    <div className={styles.studio} data-testid="panel-studio">
      <LeaveGuard dirty={dirty} />
      <StudioTopBar
        panel={panel}
        name={name}
        nameProblem={nameProblem}
        onNameChange={setName}
        dirty={dirty}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onUndo={undo}
        onRedo={redo}
        saving={save.isPending}
        onSave={() => void saveDraft()}
        onPreview={() => setDialog('preview')}
        publishBlocked={localProblems.length > 0}
        onPublish={() => setDialog('publish')}
        onVersions={() => setDialog('versions')}
        onAssets={() => setDialog('assets')}
        transfer={
          <>
            <PanelImport
              productId={panel.productId}
              functions={functions}
              onImport={(imported) => {
                history.change(imported);
                setPageId(imported.pages[0]!.id);
                select(null);
                toast.success(t('panels.studio.import.done'));
              }}
            />
            <Button icon={<ExportOutlined />} data-testid="studio-export" onClick={exportDraft}>
              {t('panels.studio.toolbar.export')}
            </Button>
          </>
        }
      />
      <DndContext sensors={sensors} collisionDetection={innermostCollision} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
        <div className={styles.columns}>
          <Card size="small" className={styles.left} title={t('panels.studio.palette.title')}>
            <ComponentPalette onAdd={(type) => add(type)} />
            <div className={styles.sectionTitle}>{t('panels.studio.tree.title', { page: page.name })}</div>
            <ComponentTree
              components={page.components}
              selectedId={selectedId}
              broken={new Set(byComponent.keys())}
              onSelect={select}
              onDelete={(id) => {
                history.change(removeComponent(doc, id));
                if (selected && (selected.id === id || !findComponent(removeComponent(doc, id), selected.id))) select(null);
              }}
            />
          </Card>
          <div className={styles.centre}>
            <PagesBar
              pages={doc.pages}
              pageId={page.id}
              broken={brokenPages}
              onOpen={(id) => {
                setPageId(id);
                select(null);
              }}
              onAdd={() => {
                const added = newPage(t('panels.studio.pages.newName', { n: doc.pages.length + 1 }));
                history.change(addPage(doc, added));
                setPageId(added.id);
                select(null);
              }}
              onRename={(id, pageName) => history.change(renamePage(doc, id, pageName))}
              onDelete={(id) => {
                history.change(removePage(doc, id));
                if (id === page.id) select(null);
              }}
              onShift={(id, by) => history.change(shiftPage(doc, id, by))}
            />
            <StudioCanvas page={page} selectedId={selectedId} problems={byComponent} functions={functions} lang={panelLang} onSelect={select} onClear={() => select(null)} />
            <Card size="small" className={styles.problems} title={problems.length > 0 ? t('panels.studio.problems.count', { count: problems.length }) : t('panels.studio.problems.none')}>
              {problems.length > 0 ? (
                <ProblemList problems={problems} onOpen={openProblem} testId="studio-problems" />
              ) : (
                <Alert type="success" showIcon message={t('panels.studio.problems.noneHint')} />
              )}
            </Card>
          </div>
          <Card size="small" className={styles.right}>
            <Tabs
              activeKey={sideTab}
              onChange={(key) => setSideTab(key as 'props' | 'rules')}
              items={[
                { key: 'props', label: selected ? t('panels.studio.props.title') : t('panels.studio.theme.title'), children: propertyPane },
                {
                  key: 'rules',
                  label: <span data-testid="studio-rules-tab">{t('panels.studio.rules.title', { n: doc.rules.length })}</span>,
                  children: <RuleList document={doc} functions={functions} broken={brokenRules} onChange={(rules) => history.change({ ...doc, rules })} />,
                },
              ]}
            />
          </Card>
        </div>
        <DragOverlay>
          {dragged && (
            <div className={styles.dragChip}>
              {COMPONENT_ICONS[dragged]} {typeLabel(t, dragged)}
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <PreviewModal open={dialog === 'preview'} productId={panel.productId} document={doc} functions={functions} onClose={() => setDialog(null)} />
      <PublishModal open={dialog === 'publish'} unsaved={dirty} publishing={save.isPending || publish.isPending} onPublish={(note) => void publishDraft(note)} onClose={() => setDialog(null)} />
      <VersionsDrawer panelId={panel.id} open={dialog === 'versions'} onClose={() => setDialog(null)} />
      <AssetsModal open={dialog === 'assets'} fonts={doc.fonts} onFontsChange={(fonts) => history.change({ ...doc, fonts })} onClose={() => setDialog(null)} />
    </div>
  );
}
