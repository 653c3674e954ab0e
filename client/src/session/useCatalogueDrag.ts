import { create } from 'zustand';
import type { CatalogueDragItem } from '../model/catalogue/catalogueDrop';

/** A point on the page, in client pixels. */
export interface ClientPoint {
  readonly x: number;
  readonly y: number;
}

/**
 * A catalogue tile being dragged towards the design: the side panel starts it and moves the
 * pointer, the design view draws where it would land and, on release, decides and places (or keeps
 * the refusal to show). Pointer moves are fast state: read them with `useCatalogueDrag.subscribe`,
 * never through a React selector.
 */
export interface CatalogueDragState {
  item: CatalogueDragItem | null;
  pointer: ClientPoint | null;
  /** Set for the one update in which the pointer is let go at `pointer`. */
  released: boolean;
  /** Why the last drop placed nothing, until the next drag or until dismissed. */
  refusal: string | null;
  begin(item: CatalogueDragItem, pointer: ClientPoint): void;
  move(pointer: ClientPoint): void;
  release(pointer: ClientPoint): void;
  /** Ends the drag without a drop (pointer cancelled, or the drop handled). */
  end(): void;
  refuse(refusal: string): void;
  dismissRefusal(): void;
}

export const useCatalogueDrag = create<CatalogueDragState>((set, get) => ({
  item: null,
  pointer: null,
  released: false,
  refusal: null,
  begin: (item, pointer) => set({ item, pointer, released: false, refusal: null }),
  move: (pointer) => {
    if (get().item !== null) set({ pointer });
  },
  release: (pointer) => {
    if (get().item === null) return;
    set({ pointer, released: true });
    // Whoever handled the drop may have ended it already; a drop nobody handled ends here.
    get().end();
  },
  end: () => set({ item: null, pointer: null, released: false }),
  refuse: (refusal) => set({ refusal }),
  dismissRefusal: () => set({ refusal: null }),
}));
