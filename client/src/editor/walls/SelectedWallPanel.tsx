import type { IslandWall, LengthUnit, Wall } from '@kitchensync/schemas';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { deleteWall } from '../../doc/deleteWall';
import { editWall } from '../../doc/editWall';
import { deleteIslandWall, editIslandWall } from '../../doc/islandWallCommands';
import { useSelection } from '../../session/useSelection';
import { IslandWallPanel } from './IslandWallPanel';
import { useWallRefusal } from './useWallRefusal';
import { WallPanel } from './WallPanel';

export interface SelectedWallPanelProps {
  doc: Y.Doc | null;
  origin: unknown;
  walls: readonly Wall[];
  islandWalls: readonly IslandWall[];
  unit: LengthUnit;
  editable: boolean;
}

function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The panel for the selected wall or island wall, if one is selected, and the Delete key that
 * deletes it. A wall deleted by a coworker simply drops out of the selection's reach.
 */
export function SelectedWallPanel({
  doc,
  origin,
  walls,
  islandWalls,
  unit,
  editable,
}: SelectedWallPanelProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const clearSelection = useSelection((state) => state.clear);
  const refusal = useWallRefusal((state) => state.refusal);
  const refuse = useWallRefusal((state) => state.refuse);
  const clearRefusal = useWallRefusal((state) => state.clear);
  const selectedId = selectedIds.length === 1 ? selectedIds[0]! : null;
  const wall = walls.find((candidate) => candidate.id === selectedId) ?? null;
  const islandWall = islandWalls.find((candidate) => candidate.id === selectedId) ?? null;

  const remove = () => {
    if (doc === null || selectedId === null) return;
    if (wall !== null) deleteWall(doc, origin, wall.id);
    if (islandWall !== null) deleteIslandWall(doc, origin, islandWall.id);
    clearRefusal();
    clearSelection();
  };

  const canDelete = editable && doc !== null && (wall !== null || islandWall !== null);
  useEffect(() => {
    if (!canDelete) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Delete' || typingInField(event.target)) return;
      event.preventDefault();
      remove();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  const shownRefusal = refusal !== null && refusal.id === selectedId ? refusal.message : null;
  if (wall !== null) {
    return (
      <WallPanel
        wall={wall}
        unit={unit}
        editable={editable && doc !== null}
        refusal={shownRefusal}
        onEdit={(edit) => {
          if (doc === null) return;
          const result = editWall(doc, origin, wall.id, edit);
          if (result.ok) clearRefusal();
          else refuse(wall.id, result.message);
        }}
        onDelete={remove}
      />
    );
  }
  if (islandWall !== null) {
    return (
      <IslandWallPanel
        islandWall={islandWall}
        unit={unit}
        editable={editable && doc !== null}
        refusal={shownRefusal}
        onEdit={(edit) => {
          if (doc === null) return;
          const result = editIslandWall(doc, origin, islandWall.id, edit);
          if (result.ok) clearRefusal();
          else refuse(islandWall.id, result.message);
        }}
        onDelete={remove}
      />
    );
  }
  return null;
}
