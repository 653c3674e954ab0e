import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueDragItem } from '../model/catalogue/catalogueDrop';
import { useCatalogueDrag, type CatalogueDragState } from './useCatalogueDrag';

const refused: CatalogueDragItem = { pick: null, refusal: 'No default hood is set.' };

function record(): { updates: Pick<CatalogueDragState, 'item' | 'pointer' | 'released'>[]; stop(): void } {
  const updates: Pick<CatalogueDragState, 'item' | 'pointer' | 'released'>[] = [];
  const stop = useCatalogueDrag.subscribe(({ item, pointer, released }) =>
    updates.push({ item, pointer, released }),
  );
  return { updates, stop };
}

describe('useCatalogueDrag', () => {
  afterEach(() => {
    useCatalogueDrag.getState().end();
    useCatalogueDrag.getState().dismissRefusal();
  });

  it('tells subscribers once where the pointer was let go, then ends the drag', () => {
    const drag = useCatalogueDrag.getState();
    drag.begin(refused, { x: 1, y: 1 });
    const { updates, stop } = record();
    drag.move({ x: 5, y: 6 });
    drag.release({ x: 7, y: 8 });
    stop();
    expect(updates).toEqual([
      { item: refused, pointer: { x: 5, y: 6 }, released: false },
      { item: refused, pointer: { x: 7, y: 8 }, released: true },
      { item: null, pointer: null, released: false },
    ]);
  });

  it('ignores moves and releases when nothing is dragged', () => {
    const { updates, stop } = record();
    useCatalogueDrag.getState().move({ x: 1, y: 2 });
    useCatalogueDrag.getState().release({ x: 1, y: 2 });
    stop();
    expect(updates).toEqual([]);
  });

  it('keeps a drop’s refusal until the next drag begins', () => {
    useCatalogueDrag.getState().refuse('No default hood is set.');
    useCatalogueDrag.getState().end();
    expect(useCatalogueDrag.getState().refusal).toBe('No default hood is set.');
    useCatalogueDrag.getState().begin(refused, { x: 0, y: 0 });
    expect(useCatalogueDrag.getState().refusal).toBeNull();
  });
});
