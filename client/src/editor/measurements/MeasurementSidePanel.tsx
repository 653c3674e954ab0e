import { formatLength, lengthUnitLabel, type LengthUnit } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { deleteMeasurements } from '../../doc/measurementCommands/deleteMeasurements';
import { useNodes } from '../../doc/useNodes';
import { dimensionLine } from '../../model/measurements/dimensionLine';
import { useMeasureTool } from '../../session/useMeasureTool';
import { useSelection } from '../../session/useSelection';
import { useShortcuts } from '../shortcuts/useShortcuts';
import { attemptMeasurementCommand } from './attemptMeasurementCommand';
import './measurements.css';

export interface MeasurementSidePanelProps {
  doc: Y.Doc | null;
  origin: unknown;
  unit: LengthUnit;
  editable: boolean;
}

/**
 * The side panel's part of measuring: the Measure tool's hint while it is on, and for selected
 * measurements (the selection being measurements only) their length and Delete, the Delete key
 * too. A refused command says why.
 */
export function MeasurementSidePanel({ doc, origin, unit, editable }: MeasurementSidePanelProps) {
  const measurements = useNodes(doc, 'measurement');
  const measuring = useMeasureTool((state) => state.measuring) && editable;
  const refusal = useMeasureTool((state) => state.refusal);
  const selectedIds = useSelection((state) => state.selectedIds);
  const selected = measurements.filter((measurement) => selectedIds.includes(measurement.id));
  const shown = selected.length > 0 && selected.length === selectedIds.length;
  const live = shown && editable && doc !== null;

  const remove = () => {
    if (doc === null) return;
    const ids = selected.map((measurement) => measurement.id);
    if (attemptMeasurementCommand(() => deleteMeasurements(doc, origin, ids)) !== null) {
      useSelection.getState().clear();
    }
  };
  useShortcuts({ deleteSelection: live ? remove : undefined });

  const single = selected.length === 1 ? selected[0]! : null;
  return (
    <>
      {measuring && (
        <p className="hint">
          Click where the measurement starts, then where it ends. Points snap to wall ends and faces, cabinet
          corners and door and window sides. Esc ends.
        </p>
      )}
      {shown && (
        <section className="measurement-panel" aria-label="Measurement">
          <h2>{single === null ? `${selected.length} measurements` : 'Measurement'}</h2>
          {single !== null && (
            <p>
              Length: {formatLength(dimensionLine(single.start, single.end).length, unit)}{' '}
              {lengthUnitLabel(unit)}
            </p>
          )}
          {live && (
            <button type="button" onClick={remove}>
              Delete
            </button>
          )}
        </section>
      )}
      {editable && refusal !== null && (
        <p className="error" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}
