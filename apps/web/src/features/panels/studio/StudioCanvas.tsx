import type { KeyboardEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Empty, Tooltip } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProductFunction } from '@iotc/shared/functions';
import type { PanelComponent, PanelPage } from '@iotc/shared/panels';
import type { PanelLang } from '@iotc/panel';
import { COMPONENT_ICONS, componentCaption, typeLabel } from './componentTypes';
import { containerDropId, type DragData } from './dragAndDrop';
import type { ShownProblem } from './problems';
import styles from './studio.module.css';

interface CanvasContext {
  selectedId: string | null;
  /** Problems by component id. */
  problems: ReadonlyMap<string, ShownProblem[]>;
  functions: readonly ProductFunction[];
  lang: PanelLang;
  onSelect(id: string): void;
}

interface StudioCanvasProps extends CanvasContext {
  page: PanelPage;
  /** A click on the empty canvas: nothing selected (the theme shows). */
  onClear(): void;
}

/**
 * The page at phone width as the 4-column grid: a box per component (type, caption, binding, size),
 * reordered and filled by dragging; the real drawing is the preview's.
 */
export function StudioCanvas({ page, onClear, ...context }: StudioCanvasProps) {
  const { t } = useTranslation();
  return (
    // A click beside the boxes (they keep their own clicks) selects nothing: the theme shows.
    <div className={styles.phone} data-testid="studio-canvas" onClick={onClear}>
      <ComponentList parentId={null} components={page.components} context={context} empty={t('panels.studio.canvas.empty')} />
    </div>
  );
}

function ComponentList({ parentId, components, context, empty }: { parentId: string | null; components: readonly PanelComponent[]; context: CanvasContext; empty: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: containerDropId(parentId), data: { kind: 'container', parentId } satisfies DragData });
  return (
    <SortableContext items={components.map((c) => c.id)} strategy={rectSortingStrategy}>
      <div ref={setNodeRef} className={[styles.grid, isOver && styles.dropping].filter(Boolean).join(' ')} data-testid={parentId ? `canvas-group-${parentId}` : 'canvas-page'}>
        {components.length === 0 && <Empty className={styles.gridEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}
        {components.map((c) => (
          <CanvasBox key={c.id} component={c} parentId={parentId} context={context} />
        ))}
      </div>
    </SortableContext>
  );
}

function CanvasBox({ component, parentId, context }: { component: PanelComponent; parentId: string | null; context: CanvasContext }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: component.id,
    data: { kind: 'component', parentId } satisfies DragData,
  });
  const problems = context.problems.get(component.id) ?? [];
  const selected = context.selectedId === component.id;
  const fn = component.binding && context.functions.find((f) => f.identifier === component.binding?.identifier);
  const className = [styles.box, selected && styles.selected, problems.length > 0 && styles.broken, isDragging && styles.dragging, component.type === 'group' && styles.groupBox]
    .filter(Boolean)
    .join(' ');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') context.onSelect(component.id);
    listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      aria-pressed={selected}
      aria-label={`${typeLabel(t, component.type)} ${component.name}`}
      className={className}
      style={{ gridColumn: `span ${component.layout.w}`, gridRow: `span ${component.layout.h}`, transform: CSS.Translate.toString(transform), transition }}
      data-testid={`canvas-item-${component.name}`}
      data-broken={problems.length > 0}
      onClick={(event) => {
        event.stopPropagation();
        context.onSelect(component.id);
      }}
    >
      <div className={styles.boxHead}>
        <span className={styles.boxIcon}>{COMPONENT_ICONS[component.type]}</span>
        <span className={styles.boxCaption}>{componentCaption(component, context.lang)}</span>
        {problems.length > 0 && (
          <Tooltip title={problems.map((p) => p.text).join('\n')}>
            <ExclamationCircleFilled className={styles.problemMark} aria-label={t('panels.studio.problems.count', { count: problems.length })} />
          </Tooltip>
        )}
      </div>
      <div className={styles.boxMeta}>
        <span>{fn ? `${fn.name} (${fn.identifier})` : component.binding ? component.binding.identifier : typeLabel(t, component.type)}</span>
        <span>
          {component.layout.w}×{component.layout.h}
        </span>
      </div>
      {component.type === 'group' && (
        <ComponentList parentId={component.id} components={component.children ?? []} context={context} empty={t('panels.studio.canvas.groupEmpty')} />
      )}
    </div>
  );
}
