import type { LengthUnit, Wall } from '@kitchensync/schemas';
import type { WallEdit } from '../../model/walls/applyWallEdit';
import { AngleField } from './AngleField';
import { LengthField } from './LengthField';

export interface WallPanelProps {
  wall: Wall;
  unit: LengthUnit;
  editable: boolean;
  /** Why the last edit was refused, shown until the next one. */
  refusal: string | null;
  onEdit(edit: WallEdit): void;
  onDelete(): void;
}

/** The side panel for the selected solid wall: its measures, each committed as one edit. */
export function WallPanel({ wall, unit, editable, refusal, onEdit, onDelete }: WallPanelProps) {
  return (
    <section className="wall-panel" aria-label="Wall">
      <h2>Wall{wall.name === '' ? '' : `: ${wall.name}`}</h2>
      <LengthField
        label="Length"
        meters={wall.dimensions.x}
        unit={unit}
        disabled={!editable}
        onCommit={(length) => onEdit({ length })}
      />
      <LengthField
        label="Height"
        meters={wall.dimensions.y}
        unit={unit}
        disabled={!editable}
        onCommit={(height) => onEdit({ height })}
      />
      <LengthField
        label="Thickness"
        meters={wall.dimensions.z}
        unit={unit}
        disabled={!editable}
        onCommit={(thickness) => onEdit({ thickness })}
      />
      <AngleField radians={wall.angle} disabled={!editable} onCommit={(angle) => onEdit({ angle })} />
      {wall.error && <p className="warning">This wall collides with another wall.</p>}
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
