import type { Wall } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { moveWallEnd } from '../../doc/moveWallEnd';
import { moveWallEnd as planWallEndMove } from '../../model/walls/moveWallEnd';
import { WallEndHandles } from '../../scene/WallEndHandles';
import { useSelection } from '../../session/useSelection';
import { useWallRefusal } from './useWallRefusal';

/**
 * The end handles of the selected wall, wired to the document: a drag previews the planned move and
 * a release commits it, or shows in the wall panel why it was rejected. Mounted inside the canvas.
 */
export function SelectedWallHandles({ doc, origin, walls }: { doc: Y.Doc; origin: unknown; walls: Wall[] }) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const wall =
    selectedIds.length === 1 ? walls.find((candidate) => candidate.id === selectedIds[0]) : undefined;
  if (wall === undefined) return null;
  return (
    <WallEndHandles
      wall={wall}
      onPreview={(end, target) => {
        const plan = planWallEndMove(walls, wall.id, end, target);
        return { ok: plan.ok, point: plan.point ?? target };
      }}
      onMove={(end, target) => {
        const result = moveWallEnd(doc, origin, wall.id, end, target);
        if (result.ok) useWallRefusal.getState().clear();
        else useWallRefusal.getState().refuse(wall.id, result.message);
      }}
    />
  );
}
