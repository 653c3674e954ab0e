import type { FloorPoint } from '@kitchensync/schemas';
import { MeasurementCommandError } from './measurementCommandError';

/** Shorter than this (meters) is a double click on one spot, not a measurement. */
export const MIN_MEASUREMENT_LENGTH = 0.01;

export const measurementRules = {
  requirePoint(point: FloorPoint): void {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.z)) {
      throw new MeasurementCommandError('invalid_point', 'A measurement must be on the floor plan.');
    }
  },
  requireLength(start: FloorPoint, end: FloorPoint): void {
    if (Math.hypot(end.x - start.x, end.z - start.z) < MIN_MEASUREMENT_LENGTH) {
      throw new MeasurementCommandError('too_short', 'Click two different points to measure between them.');
    }
  },
};
