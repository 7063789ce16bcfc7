import type { Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { PanelComponent, PanelDocument } from '@iotc/shared/panels';
import { containerDropId, dropPlace, type DragData } from './dragAndDrop';
import { moveComponent, newComponent, renameInRules } from './documentOps';
import { draftFixture } from './testData';

const box = (id: string, type: PanelComponent['type'] = 'text', children?: PanelComponent[]): PanelComponent => ({
  id,
  type,
  name: id,
  layout: { w: 4, h: 1 },
  style: {},
  props: {},
  binding: null,
  ...(children ? { children } : {}),
});

/** Home: a, b, group g holding x and y, c. */
function doc(): PanelDocument {
  return { ...draftFixture(), pages: [{ id: 'home', name: 'Home', components: [box('a'), box('b'), box('g', 'group', [box('x'), box('y')]), box('c')] }] };
}
const names = (d: PanelDocument) => d.pages[0]!.components.map((c) => (c.children ? `${c.name}[${c.children.map((x) => x.name).join(',')}]` : c.name));
const over = (id: string, data: DragData) => ({ id, data: { current: data } }) as unknown as Over;

/** Drops `dragged` (null: a new one from the palette) onto `target`, as the studio does. */
function drop(d: PanelDocument, dragged: string, target: Over): PanelDocument {
  const place = dropPlace(d.pages[0]!, target, dragged)!;
  return moveComponent(d, 'home', dragged, place.parentId, place.index);
}

describe('drag and drop on the canvas', () => {
  it('reorders within a list the way the sortable boxes show it: the dragged box takes the place of the one it is over', () => {
    expect(names(drop(doc(), 'a', over('c', { kind: 'component', parentId: null })))).toEqual(['b', 'g[x,y]', 'c', 'a']);
    expect(names(drop(doc(), 'c', over('a', { kind: 'component', parentId: null })))).toEqual(['c', 'a', 'b', 'g[x,y]']);
  });

  it("moves into a group before the child it is over, or at the end of the group's inside, and out again", () => {
    expect(names(drop(doc(), 'a', over('y', { kind: 'component', parentId: 'g' })))).toEqual(['b', 'g[x,a,y]', 'c']);
    expect(names(drop(doc(), 'a', over(containerDropId('g'), { kind: 'container', parentId: 'g' })))).toEqual(['b', 'g[x,y,a]', 'c']);
    expect(names(drop(doc(), 'x', over(containerDropId(null), { kind: 'container', parentId: null })))).toEqual(['a', 'b', 'g[y]', 'c', 'x']);
  });

  it('never puts a group inside itself', () => {
    const before = doc();
    expect(drop(before, 'g', over(containerDropId('g'), { kind: 'container', parentId: 'g' }))).toBe(before);
  });

  it('names a new component after its type with the first free number', () => {
    let d = doc();
    const first = newComponent(d, 'switch');
    d = { ...d, pages: [{ ...d.pages[0]!, components: [...d.pages[0]!.components, first] }] };
    expect([first.name, newComponent(d, 'switch').name]).toEqual(['switch', 'switch_2']);
  });

  it('keeps the rules of a renamed component pointing at it', () => {
    const d: PanelDocument = {
      ...doc(),
      rules: [{ id: 'r', name: 'Night', conditionType: 'all', conditions: [{ identifier: 'switch_led', operator: '==', value: true }], actions: [{ kind: 'hide', component: 'a' }], enabled: true }],
    };
    expect(renameInRules(d, 'a', 'title').rules[0]!.actions).toEqual([{ kind: 'hide', component: 'title' }]);
  });
});
