import { createContext } from 'react';

/**
 * The walls the dollhouse view has cut away for where the camera stands now. Fast state: it changes
 * as the camera orbits, so it lives outside React; renderers read it in their frame callbacks and
 * redraw only when `version` has moved.
 */
export class CutAwayWalls {
  private cut: ReadonlySet<string> = new Set();
  private changes = 0;

  get ids(): ReadonlySet<string> {
    return this.cut;
  }

  /** Counts the changes, so a reader knows whether what it drew is still right. */
  get version(): number {
    return this.changes;
  }

  /** Takes the walls cut now; nothing moves when they are the ones already cut. */
  update(ids: ReadonlySet<string>): void {
    if (ids.size === this.cut.size && [...ids].every((id) => this.cut.has(id))) return;
    this.cut = ids;
    this.changes += 1;
  }
}

/** The design view's cut-away walls; none outside a design view. */
export const CutAwayWallsContext = createContext<CutAwayWalls>(new CutAwayWalls());
