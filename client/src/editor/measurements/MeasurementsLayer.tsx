import type { FloorPoint, LengthUnit, PlacedModel, Wall } from '@kitchensync/schemas';
import { useCallback, useMemo } from 'react';
import type * as Y from 'yjs';
import { addMeasurement } from '../../doc/measurementCommands/addMeasurement';
import { useNodes } from '../../doc/useNodes';
import { MeasureTool } from '../../scene/MeasureTool';
import { MeasurementRenderer } from '../../scene/MeasurementRenderer';
import type { ViewMode } from '../../scene/ViewMode';
import { useMeasureTool } from '../../session/useMeasureTool';
import { attemptMeasurementCommand } from './attemptMeasurementCommand';
import { EditableMeasurements } from './EditableMeasurements';

export interface MeasurementsLayerProps {
  doc: Y.Doc | null;
  origin: unknown;
  /** Whether this person may measure, move and delete (viewers only look). */
  editable: boolean;
  walls: readonly Wall[];
  models: readonly PlacedModel[];
  unit: LengthUnit;
  /** The view the scene is drawn for; measuring happens in the top view only. */
  viewMode: ViewMode;
  /** The person's Measurements setting: whether measurements are shown. */
  shown: boolean;
  /** Whether measurements take presses (off while another tool takes the clicks). */
  selectable: boolean;
}

/**
 * Everything about custom measurements inside the design view: the dimension lines (shown when
 * the Measurements setting is on, and always while measuring, so a new one is seen), editable for
 * editors, and the Measure tool while it is on in the top view.
 */
export function MeasurementsLayer({
  doc,
  origin,
  editable,
  walls,
  models,
  unit,
  viewMode,
  shown,
  selectable,
}: MeasurementsLayerProps) {
  const measurements = useNodes(doc, 'measurement');
  const openings = useNodes(doc, 'opening');
  const measuring = useMeasureTool((state) => state.measuring) && editable;
  const snapScene = useMemo(() => ({ walls, models, openings }), [walls, models, openings]);
  const measure = useCallback(
    (start: FloorPoint, end: FloorPoint) => {
      if (doc !== null) attemptMeasurementCommand(() => addMeasurement(doc, origin, start, end));
    },
    [doc, origin],
  );
  const stop = useCallback(() => useMeasureTool.getState().stopMeasuring(), []);

  return (
    <>
      {(shown || measuring) &&
        (editable && doc !== null ? (
          <EditableMeasurements
            doc={doc}
            origin={origin}
            measurements={measurements}
            unit={unit}
            viewMode={viewMode}
            selectable={selectable && !measuring}
          />
        ) : (
          <MeasurementRenderer measurements={measurements} unit={unit} viewMode={viewMode} />
        ))}
      {measuring && viewMode === 'top' && (
        <MeasureTool scene={snapScene} unit={unit} onMeasure={measure} onDone={stop} />
      )}
    </>
  );
}
