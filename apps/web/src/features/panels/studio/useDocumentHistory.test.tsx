import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '@/test/render';
import { HISTORY_LIMIT, useDocumentHistory, type DocumentHistory } from './useDocumentHistory';

interface Doc {
  name: string;
}

let view: Rendered;
let history: DocumentHistory<Doc>;
function Probe({ initial }: { initial: Doc }) {
  history = useDocumentHistory(initial);
  return null;
}
const run = (step: (h: DocumentHistory<Doc>) => void) => act(() => step(history));

afterEach(() => view.unmount());

describe('useDocumentHistory', () => {
  it('undoes and redoes changes in order, and a new change drops what could be redone', async () => {
    view = await render(<Probe initial={{ name: 'a' }} />);
    expect(history.canUndo).toBe(false);
    await run((h) => h.change({ name: 'b' }));
    await run((h) => h.change({ name: 'c' }));
    expect(history.document.name).toBe('c');

    await run((h) => h.undo());
    expect(history.document.name).toBe('b');
    await run((h) => h.undo());
    expect(history.document.name).toBe('a');
    expect(history.canUndo).toBe(false);
    // Nothing more to undo: the document stays.
    await run((h) => h.undo());
    expect(history.document.name).toBe('a');

    await run((h) => h.redo());
    expect(history.document.name).toBe('b');
    expect(history.canRedo).toBe(true);
    await run((h) => h.change({ name: 'x' }));
    expect(history.canRedo).toBe(false);
    await run((h) => h.undo());
    expect(history.document.name).toBe('b');
  });

  it('folds a run of changes to one field into one step, until another kind of change', async () => {
    view = await render(<Probe initial={{ name: '' }} />);
    for (const name of ['l', 'la', 'lam', 'lamp']) await run((h) => h.change({ name }, 'name'));
    await run((h) => h.change({ name: 'lamp!' }));
    await run((h) => h.undo());
    expect(history.document.name).toBe('lamp');
    await run((h) => h.undo());
    expect(history.document.name).toBe('');
  });

  it('is unsaved after a change, clean again once saved or undone back to the saved document', async () => {
    const first = { name: 'a' };
    view = await render(<Probe initial={first} />);
    expect(history.dirty).toBe(false);
    await run((h) => h.change({ name: 'b' }));
    expect(history.dirty).toBe(true);
    await run((h) => h.undo());
    expect(history.dirty).toBe(false);
    await run((h) => h.redo());
    await run((h) => h.markSaved(h.document));
    expect(history.dirty).toBe(false);
    // Saving is not a step: undo still goes back to "a", which now differs from what was saved.
    await run((h) => h.undo());
    expect(history.document).toBe(first);
    expect(history.dirty).toBe(true);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, async () => {
    view = await render(<Probe initial={{ name: '0' }} />);
    await run((h) => {
      for (let i = 1; i <= HISTORY_LIMIT + 5; i += 1) h.change({ name: String(i) });
    });
    await run((h) => {
      for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) h.undo();
    });
    expect(history.document.name).toBe('5');
  });
});
