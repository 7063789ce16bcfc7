import { closestCenter, pointerWithin, type CollisionDetection, type Over } from '@dnd-kit/core';
import type { PanelComponentType, PanelPage } from '@iotc/shared/panels';
import { childrenOf } from './documentOps';

/** What is dragged or dropped onto: a palette item, a component on the canvas, or a list (the page or a group's inside). */
export type DragData = { kind: 'palette'; type: PanelComponentType } | { kind: 'component'; parentId: string | null } | { kind: 'container'; parentId: string | null };

export const paletteDragId = (type: PanelComponentType) => `palette:${type}`;
export const containerDropId = (parentId: string | null) => `container:${parentId ?? 'page'}`;

/**
 * Where a drop lands: before the component it is over (in that component's list), or at the end of the
 * list it is over. The index is counted without the dragged component, as `moveComponent` expects.
 */
export function dropPlace(page: PanelPage, over: Over, draggedId: string | null): { parentId: string | null; index: number } | null {
  const data = over.data.current as DragData | undefined;
  if (!data || data.kind === 'palette') return null;
  const list = childrenOf(page, data.parentId).filter((c) => c.id !== draggedId);
  if (data.kind === 'container') return { parentId: data.parentId, index: list.length };
  const before = childrenOf(page, data.parentId).findIndex((c) => c.id === over.id);
  return { parentId: data.parentId, index: Math.max(0, before) };
}

/**
 * The innermost target under the pointer (a child inside a group's inside, inside the page), else the
 * closest one: nested lists need the smallest box, not the first one found.
 */
export const innermostCollision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length === 0) return closestCenter(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...within].sort((a, b) => area(a.id) - area(b.id));
};
