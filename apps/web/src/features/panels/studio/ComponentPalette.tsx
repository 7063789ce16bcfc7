import { useDraggable } from '@dnd-kit/core';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { PANEL_COMPONENT_TYPES, PANEL_CONTROL_TYPES, PANEL_DISPLAY_TYPES, type PanelComponentType } from '@iotc/shared/panels';
import { COMPONENT_ICONS, typeLabel } from './componentTypes';
import { paletteDragId, type DragData } from './dragAndDrop';
import styles from './studio.module.css';

const SECTIONS: { key: 'controls' | 'displays' | 'static'; types: readonly PanelComponentType[] }[] = [
  { key: 'controls', types: PANEL_CONTROL_TYPES },
  { key: 'displays', types: PANEL_DISPLAY_TYPES },
  { key: 'static', types: PANEL_COMPONENT_TYPES.filter((type) => !(PANEL_CONTROL_TYPES as readonly string[]).includes(type) && !(PANEL_DISPLAY_TYPES as readonly string[]).includes(type)) },
];

/** Every component type: dragged onto the canvas, or clicked (or Enter) to add it to the end of the page or the selected group. */
export function ComponentPalette({ onAdd }: { onAdd(type: PanelComponentType): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.palette} data-testid="studio-palette">
      {SECTIONS.map((section) => (
        <section key={section.key}>
          <div className={styles.sectionTitle}>{t(`panels.studio.palette.${section.key}`)}</div>
          <div className={styles.paletteGrid}>
            {section.types.map((type) => (
              <PaletteItem key={type} type={type} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function PaletteItem({ type, onAdd }: { type: PanelComponentType; onAdd(type: PanelComponentType): void }) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: paletteDragId(type), data: { kind: 'palette', type } satisfies DragData });
  const label = typeLabel(t, type);
  return (
    <Tooltip title={t('panels.studio.palette.hint')} mouseEnterDelay={0.8}>
      <button
        ref={setNodeRef}
        type="button"
        {...listeners}
        // Only the pointer drags: Enter and Space are the button's own "add".
        onKeyDown={undefined}
        className={[styles.paletteItem, isDragging && styles.dragging].filter(Boolean).join(' ')}
        aria-label={t('panels.studio.palette.add', { type: label })}
        data-testid={`palette-${type}`}
        onClick={() => onAdd(type)}
      >
        <span className={styles.paletteIcon}>{COMPONENT_ICONS[type]}</span>
        <span>{label}</span>
      </button>
    </Tooltip>
  );
}
