import type { IslandWall, LengthUnit } from '@kitchensync/schemas';
import type { IslandWallEdit } from '../../doc/islandWallCommands';
import { AngleField } from './AngleField';
import { LengthField } from './LengthField';

export interface IslandWallPanelProps {
  islandWall: IslandWall;
  unit: LengthUnit;
  editable: boolean;
  refusal: string | null;
  onEdit(edit: IslandWallEdit): void;
  onDelete(): void;
}

/** The island panel for the selected island wall: length, height (34.5 in by default) and angle. */
export function IslandWallPanel({
  islandWall,
  unit,
  editable,
  refusal,
  onEdit,
  onDelete,
}: IslandWallPanelProps) {
  return (
    <section className="wall-panel" aria-label="Island Wall">
      <h2>Island Wall</h2>
      <LengthField
        label="Length"
        meters={islandWall.width}
        unit={unit}
        disabled={!editable}
        onCommit={(width) => onEdit({ width })}
      />
      <LengthField
        label="Height"
        meters={islandWall.height}
        unit={unit}
        disabled={!editable}
        onCommit={(height) => onEdit({ height })}
      />
      <AngleField radians={islandWall.angle} disabled={!editable} onCommit={(angle) => onEdit({ angle })} />
      {refusal !== null && (
        <p className="error" role="alert">
          {refusal}
        </p>
      )}
      {editable && (
        <button type="button" onClick={onDelete}>
          Delete
        </button>
      )}
    </section>
  );
}
