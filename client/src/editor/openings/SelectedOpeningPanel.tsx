import {
  NO_SCENERY_LABEL,
  openingSceneryChoices,
  type LengthUnit,
  type PlacedModel,
  type PlacedOpening,
  type Wall,
} from '@kitchensync/schemas';
import { useCallback, useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { deleteOpenings } from '../../doc/openingCommands/deleteOpenings';
import { duplicateOpening } from '../../doc/openingCommands/duplicateOpening';
import { editOpening, type OpeningEdit } from '../../doc/openingCommands/editOpening';
import { OpeningCommandError } from '../../doc/openingCommands/openingCommandError';
import { rotateOpeningInverse } from '../../doc/openingCommands/rotateOpeningInverse';
import { setOpeningScenery } from '../../doc/openingCommands/setOpeningScenery';
import { modelsAcrossOpening } from '../../model/placement/modelsAcrossOpening';
import { openingObstacle } from '../../model/placement/openingObstacle';
import { openingOverlapWarning } from '../../model/placement/openingOverlapWarning';
import { placementBodyOf } from '../../model/placement/placementBodyOf';
import { useSelection } from '../../session/useSelection';
import { useShortcuts } from '../shortcuts/useShortcuts';
import { LengthField } from '../walls/LengthField';
import { PendingFieldEdits, type PendingFieldEdit } from '../walls/PendingFieldEdits';
import { useCatalogueOpenings } from './useCatalogueOpenings';

export interface SelectedOpeningPanelProps {
  doc: Y.Doc | null;
  origin: unknown;
  openings: readonly PlacedOpening[];
  /** The walls and models, for the warning when the opening stands where models already are. */
  walls: readonly Wall[];
  models: readonly PlacedModel[];
  unit: LengthUnit;
  editable: boolean;
}

const FIELDS: readonly { key: keyof OpeningEdit; label: string; allowZero: boolean }[] = [
  { key: 'width', label: 'Width', allowZero: false },
  { key: 'height', label: 'Height', allowZero: false },
  { key: 'bottom', label: 'Height from the floor', allowZero: true },
  { key: 'left', label: 'Distance from the left side of the wall', allowZero: true },
];

function fieldValue(opening: PlacedOpening, key: keyof OpeningEdit): number {
  switch (key) {
    case 'width':
      return opening.dimensions.x;
    case 'height':
      return opening.dimensions.y;
    case 'bottom':
      return opening.position.y;
    case 'left':
      return opening.position.x;
  }
}

/**
 * The Edit Opening popup (spec 001 section 2) for the selected door, window or opening: Dimensions
 * (Width, Height) and Position (Height from the floor, Distance from the left side of the wall) in
 * the person's unit, each committed as one re-snapped edit; Rotate Inverse, Duplicate, Delete (and
 * the Delete key), Submit (applies what is typed in any field, then closes), and the Scenery
 * choice. Every change is one undo step; a refusal changes nothing and is shown here.
 */
export function SelectedOpeningPanel({
  doc,
  origin,
  openings,
  walls,
  models,
  unit,
  editable,
}: SelectedOpeningPanelProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const catalogue = useCatalogueOpenings().data ?? [];
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);
  const opening =
    selectedIds.length === 1 ? (openings.find((candidate) => candidate.id === selectedIds[0]) ?? null) : null;
  const live = opening !== null && editable && doc !== null;
  // Placed or moved where cabinets already stand, the opening stays (the designer may move either)
  // and the popup says what is in its way, by the rule that keeps models off openings.
  const overlap = useMemo(() => {
    const wall = opening === null ? undefined : walls.find((candidate) => candidate.id === opening.wall_id);
    if (opening === null || wall === undefined) return '';
    const bodies = models.map((model) => ({ ...placementBodyOf(model), modelType: model.modelType }));
    const inTheWay = modelsAcrossOpening(openingObstacle(opening, wall), bodies);
    return openingOverlapWarning(
      opening.kind,
      inTheWay.map((body) => body.modelType),
    );
  }, [opening, walls, models]);
  const pendingEdits = useRef(new Set<PendingFieldEdit>());
  const registerPendingEdit = useCallback((edit: PendingFieldEdit) => {
    pendingEdits.current.add(edit);
    return () => void pendingEdits.current.delete(edit);
  }, []);
  const refusedDuringSubmit = useRef(false);

  const run = <T,>(command: (liveDoc: Y.Doc, id: string) => T): T | null => {
    if (doc === null || opening === null) return null;
    try {
      const result = command(doc, opening.id);
      setRefusal(null);
      return result;
    } catch (error) {
      if (!(error instanceof OpeningCommandError)) throw error;
      refusedDuringSubmit.current = true;
      setRefusal({ id: opening.id, message: error.message });
      return null;
    }
  };
  const remove = () => {
    if (run((liveDoc, id) => deleteOpenings(liveDoc, origin, [id])) !== null) useSelection.getState().clear();
  };
  useShortcuts({ deleteSelection: live ? remove : undefined });
  /**
   * Submit applies whatever is typed in any field (each one edit, as Enter would), then closes the
   * popup; typing that cannot be read, or an edit refused, keeps it open with the reason shown.
   */
  const submit = () => {
    refusedDuringSubmit.current = false;
    const applied = [...pendingEdits.current].map((edit) => edit());
    if (applied.every(Boolean) && !refusedDuringSubmit.current) useSelection.getState().clear();
  };

  if (opening === null) return null;
  const offered = catalogue.find((item) => item.id === opening.opening_id)?.sceneries ?? [];
  const choices = openingSceneryChoices({ sceneries: offered });
  const shownRefusal = refusal?.id === opening.id ? refusal.message : null;
  const lengthField = (field: (typeof FIELDS)[number]) => (
    <LengthField
      key={field.key}
      label={field.label}
      meters={fieldValue(opening, field.key)}
      unit={unit}
      allowZero={field.allowZero}
      disabled={!live}
      onCommit={(meters) =>
        run((liveDoc, id) => editOpening(liveDoc, origin, id, { [field.key]: meters }, unit))
      }
    />
  );

  return (
    <PendingFieldEdits value={registerPendingEdit}>
      <section className="model-panel opening-panel" aria-label="Edit Opening">
        <h2>{opening.name || 'Opening'}</h2>
        <h3>Dimensions</h3>
        {FIELDS.slice(0, 2).map(lengthField)}
        <h3>Position</h3>
        {FIELDS.slice(2).map(lengthField)}
        <label className="field">
          <span>Scenery</span>
          <select
            disabled={!live}
            value={opening.scenery ?? ''}
            onChange={(event) => {
              const chosen = choices.find((choice) => (choice?.name ?? '') === event.target.value) ?? null;
              run((liveDoc, id) => setOpeningScenery(liveDoc, origin, id, chosen, offered));
            }}
          >
            {choices.map((choice) => (
              <option key={choice?.name ?? ''} value={choice?.name ?? ''}>
                {choice?.name ?? NO_SCENERY_LABEL}
              </option>
            ))}
            {opening.scenery !== null && !offered.some((view) => view.name === opening.scenery) && (
              <option value={opening.scenery}>{opening.scenery}</option>
            )}
          </select>
        </label>
        {overlap !== '' && (
          <p className="warning" role="status">
            {overlap}
          </p>
        )}
        {shownRefusal !== null && (
          <p className="error" role="alert">
            {shownRefusal}
          </p>
        )}
        {live && (
          <div className="model-actions" role="group" aria-label="Opening actions">
            <button
              type="button"
              onClick={() => run((liveDoc, id) => rotateOpeningInverse(liveDoc, origin, id))}
            >
              Rotate Inverse
            </button>
            <button
              type="button"
              onClick={() => {
                const copy = run((liveDoc, id) => duplicateOpening(liveDoc, origin, id));
                if (copy !== null) useSelection.getState().select([copy]);
              }}
            >
              Duplicate
            </button>
            <button type="button" onClick={remove}>
              Delete
            </button>
            <button
              type="button"
              // The field being typed in keeps the focus: Submit applies its typing and sees the outcome.
              onMouseDown={(event) => event.preventDefault()}
              onClick={submit}
            >
              Submit
            </button>
          </div>
        )}
      </section>
    </PendingFieldEdits>
  );
}
