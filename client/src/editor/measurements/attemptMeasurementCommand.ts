import { MeasurementCommandError } from '../../doc/measurementCommands/measurementCommandError';
import { useMeasureTool } from '../../session/useMeasureTool';

/**
 * Runs a measurement command for the editor: a refusal (which writes nothing) becomes the message
 * the side panel shows; success clears it. Any other error is a bug and is thrown on. Returns the
 * command's answer, or null when refused.
 */
export function attemptMeasurementCommand<T>(command: () => T): T | null {
  try {
    const answer = command();
    useMeasureTool.getState().setRefusal(null);
    return answer;
  } catch (error) {
    if (!(error instanceof MeasurementCommandError)) throw error;
    useMeasureTool.getState().setRefusal(error.message);
    return null;
  }
}
