import type { LengthUnit, PlacedModel } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { deleteModels } from '../../doc/modelCommands/deleteModels';
import { duplicateModels } from '../../doc/modelCommands/duplicateModels';
import { invertModel } from '../../doc/modelCommands/invertModel';
import { rotateModels } from '../../doc/modelCommands/rotateModels';
import { setHidden } from '../../doc/modelCommands/setHidden';
import { setLocked } from '../../doc/modelCommands/setLocked';
import { setModelDimensions } from '../../doc/modelCommands/setModelDimensions';
import { useSelection } from '../../session/useSelection';
import { useShortcuts } from '../shortcuts/useShortcuts';
import { LengthField } from '../walls/LengthField';
import { attemptModelCommand } from './attemptModelCommand';
import { useModelRefusal } from './useModelRefusal';

/** The Rotate button's quarter turn, counter-clockwise seen from above. */
const QUARTER_TURN = Math.PI / 2;

export interface SelectedModelPanelProps {
  doc: Y.Doc | null;
  origin: unknown;
  models: readonly PlacedModel[];
  unit: LengthUnit;
  editable: boolean;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * The side panel for the selected placed models (shown when the selection is models only): one
 * model's name and Width, Height and Depth fields, and Rotate, Invert, Lock, Hide, Duplicate and
 * Delete for the whole selection; the Delete key deletes it too. Each action is one command, so one
 * undo step; a refused one changes nothing and says why here.
 */
export function SelectedModelPanel({ doc, origin, models, unit, editable }: SelectedModelPanelProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const refusal = useModelRefusal((state) => state.refusal);
  const selected = selectedIds.flatMap((id) => models.filter((model) => model.id === id));
  const shown = selected.length > 0 && selected.length === selectedIds.length;
  const live = shown && editable && doc !== null;
  const ids = selected.map((model) => model.id);

  const run = <T,>(command: (liveDoc: Y.Doc) => T): T | null =>
    doc === null ? null : attemptModelCommand(ids, () => command(doc));
  const remove = () => {
    if (run((liveDoc) => deleteModels(liveDoc, origin, ids)) !== null) useSelection.getState().clear();
  };
  useShortcuts({ deleteSelection: live ? remove : undefined });

  if (!shown) return null;
  const single = selected.length === 1 ? selected[0]! : null;
  const allLocked = selected.every((model) => model.locked);
  const allHidden = selected.every((model) => !model.visible);
  const shownRefusal = refusal !== null && sameIds(refusal.ids, ids) ? refusal.message : null;

  return (
    <section className="model-panel" aria-label="Selected model">
      <h2>{single === null ? `${selected.length} models` : single.modelName || 'Model'}</h2>
      {single !== null &&
        (['width', 'height', 'depth'] as const).map((axis) => (
          <LengthField
            key={axis}
            label={axis[0]!.toUpperCase() + axis.slice(1)}
            meters={single.dimensions[axis]}
            unit={unit}
            disabled={!live}
            onCommit={(meters) =>
              run((liveDoc) => setModelDimensions(liveDoc, origin, single.id, { [axis]: meters }, unit))
            }
          />
        ))}
      {single?.locked && (
        <p className="hint">Locked: it cannot be moved, rotated, inverted, resized or deleted.</p>
      )}
      {shownRefusal !== null && (
        <p className="error" role="alert">
          {shownRefusal}
        </p>
      )}
      {live && (
        <div className="model-actions" role="group" aria-label="Model actions">
          <button
            type="button"
            onClick={() => run((liveDoc) => rotateModels(liveDoc, origin, ids, QUARTER_TURN))}
          >
            Rotate 90°
          </button>
          {single !== null && (
            <button type="button" onClick={() => run((liveDoc) => invertModel(liveDoc, origin, single.id))}>
              Invert
            </button>
          )}
          <button type="button" onClick={() => run((liveDoc) => setLocked(liveDoc, origin, ids, !allLocked))}>
            {allLocked ? 'Unlock' : 'Lock'}
          </button>
          <button type="button" onClick={() => run((liveDoc) => setHidden(liveDoc, origin, ids, !allHidden))}>
            {allHidden ? 'Show' : 'Hide'}
          </button>
          <button
            type="button"
            onClick={() => {
              const copies = run((liveDoc) => duplicateModels(liveDoc, origin, ids));
              if (copies !== null) useSelection.getState().select(copies);
            }}
          >
            Duplicate
          </button>
          <button type="button" onClick={remove}>
            Delete
          </button>
        </div>
      )}
    </section>
  );
}
