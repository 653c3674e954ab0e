import type { CustomMeasurement, LengthUnit } from '@kitchensync/schemas';
import type { Group } from 'three';
import { useSelection } from '../session/useSelection';
import { DimensionLineMark, type MeasurementPress } from './DimensionLineMark';
import type { ViewMode } from './ViewMode';

export interface MeasurementRendererProps {
  measurements: readonly CustomMeasurement[];
  unit: LengthUnit;
  viewMode: ViewMode;
  /** A press on a measurement's line or label; without it measurements let every press through. */
  onPress?: (measurement: CustomMeasurement, press: MeasurementPress) => void;
  /** Each measurement's root group by id, for a drag that moves it without React. */
  groups?: Map<string, Group>;
}

/**
 * The document's custom measurements as dimension lines, in the top view and in 3D; hidden ones
 * (`visible` off) are left out. Each has a group `userData.kind = 'measurement'`. Selected ones are
 * drawn green.
 */
export function MeasurementRenderer({
  measurements,
  unit,
  viewMode,
  onPress,
  groups,
}: MeasurementRendererProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  return (
    <>
      {measurements
        .filter((measurement) => measurement.visible)
        .map((measurement) => (
          <DimensionLineMark
            key={measurement.id}
            id={measurement.id}
            start={{ x: measurement.start.x, z: measurement.start.z }}
            end={{ x: measurement.end.x, z: measurement.end.z }}
            unit={unit}
            viewMode={viewMode}
            selected={selectedIds.includes(measurement.id)}
            onPress={onPress === undefined ? undefined : (press) => onPress(measurement, press)}
            groupRef={
              groups === undefined
                ? undefined
                : (group) => {
                    if (group === null) groups.delete(measurement.id);
                    else groups.set(measurement.id, group);
                  }
            }
          />
        ))}
    </>
  );
}
